// @ts-check
/**
 * The first thing `npm start`, `npm run worker` and the build do: stop at once, with one line a
 * person can act on, when this Node is older than package.json's `engines` range (rather than a
 * stack trace from a dependency). It reads the product's own package.json and nothing installed.
 * Plain JavaScript that any Node can parse.
 */
import { readFileSync } from "node:fs";

const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
/** The oldest Node major the product runs on, from `engines.node` (">=24"). */
export const MINIMUM_NODE_MAJOR = Number(/>=\s*(\d+)/.exec(manifest.engines.node)?.[1]);

/**
 * The line to print for a Node of `version` ("20.20.2"), or undefined when it is new enough.
 * @param {string} version
 */
export function nodeRefusal(version) {
  if (Number(version.split(".")[0]) >= MINIMUM_NODE_MAJOR) return undefined;
  return (
    `[portal] Fieldnote needs Node ${MINIMUM_NODE_MAJOR} or newer, and this is Node ${version}. ` +
    `Run it with \`npm install && npm start\`: on Linux x64 and arm64 the install brings the official Node ` +
    `${MINIMUM_NODE_MAJOR} from the npm registry (the \`node\` package) and npm scripts run it; elsewhere install Node ${MINIMUM_NODE_MAJOR} LTS.`
  );
}

const refusal = nodeRefusal(process.versions.node);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
