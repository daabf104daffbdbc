// @ts-check
/**
 * The one adjustment of the Astro build, through a documented extension point: the server half of
 * the React renderer handed to `addRenderer`. Nothing of Astro's own code is changed. It fails the
 * build loudly if the official integration it wraps no longer has the hook it uses (an upgrade then
 * gets a look, not a silent slowdown). `npm run bench -- --only=astro` measures it against a build
 * without it; the README has the figures.
 */

/**
 * React renders islands as usual in the browser; on the server through
 * src/server/runtime/react-renderer.ts (why: see that file).
 * @param {import("astro").AstroIntegration} integration
 * @returns {import("astro").AstroIntegration}
 */
export function withOwnServerRenderer(integration) {
  const setup = integration.hooks["astro:config:setup"];
  if (!setup) throw new Error(`The React integration changed: revisit ${import.meta.url}`);
  return {
    ...integration,
    hooks: {
      ...integration.hooks,
      "astro:config:setup": (params) =>
        setup({
          ...params,
          addRenderer: (renderer) =>
            params.addRenderer({
              ...renderer,
              serverEntrypoint: new URL("../src/server/runtime/react-renderer.ts", import.meta.url),
            }),
        }),
    },
  };
}

/**
 * The browser build's chunking, for the client environment's
 * `build.rolldownOptions.output.codeSplitting`. What every page with an island loads comes as two
 * files instead of about fifteen small ones, each of which gzip would compress on its own (about
 * 2 KB less on every page): React, ReactDOM and Astro's React client; and the shell's shared
 * modules (the API client and session, the stores, paths, constants, nanostores, the dialog that
 * loads when opened). Only modules the header's islands import are named, so no page loads code
 * it did not load before.
 */
export const sharedClientChunks = {
  groups: [
    { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/ },
    {
      name: "shell",
      test: /node_modules[\\/](nanostores|@nanostores[\\/]react)[\\/]|src[\\/]lib[\\/](api[\\/](client|session|api-error|uploads|user)|stores[\\/](client|network|session|snackbar|ui)|constants[\\/]index|messages[\\/]shell|paths|pure-island)\.ts$|src[\\/]lib[\\/](json-island|ui[\\/](LazyDialog|load-when-open))\.tsx$/,
    },
  ],
};
