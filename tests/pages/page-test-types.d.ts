// tsc (unlike astro check) cannot read .astro files; these tests render pages and components
// through the Container API, so tsc sees any .astro module as an Astro component factory.
declare module "*.astro" {
  const component: import("astro/runtime/server/index.js").AstroComponentFactory;
  export default component;
}
