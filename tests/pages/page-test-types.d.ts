// tsc (unlike astro check) cannot read .astro files; these tests render pages through the
// Container API, so tsc sees them as Astro component factories.
declare module "*/pages/404.astro" {
  const component: import("astro/runtime/server/index.js").AstroComponentFactory;
  export default component;
}
declare module "*/pages/participate/[token].astro" {
  const component: import("astro/runtime/server/index.js").AstroComponentFactory;
  export default component;
}
declare module "*/pages/discover.astro" {
  const component: import("astro/runtime/server/index.js").AstroComponentFactory;
  export default component;
}
declare module "*/components/showreels/ShowreelList.astro" {
  const component: import("astro/runtime/server/index.js").AstroComponentFactory;
  export default component;
}
declare module "*/pages/403.astro" {
  const component: import("astro/runtime/server/index.js").AstroComponentFactory;
  export default component;
}
declare module "*/pages/client.astro" {
  const component: import("astro/runtime/server/index.js").AstroComponentFactory;
  export default component;
}
declare module "*/pages/profile.astro" {
  const component: import("astro/runtime/server/index.js").AstroComponentFactory;
  export default component;
}
