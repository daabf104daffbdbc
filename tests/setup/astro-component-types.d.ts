// tsc (unlike astro check) cannot read .astro files; the chart tests import one through the
// Container API, so tsc sees it as an Astro component factory. Test-only, hence outside src.
declare module "*/InsightChart.astro" {
  const component: import("astro/runtime/server/index.js").AstroComponentFactory;
  export default component;
}
