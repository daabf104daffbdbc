/**
 * The mark of an island whose server render depends on its props alone. The server's React
 * renderer (src/server/runtime/react-renderer.ts) keeps the HTML of such islands by their props
 * and hands it out again for equal props instead of rendering anew: the same HTML, without the
 * work. Mark only an island whose render reads no clock, no randomness and nothing the server
 * changes, and whose props are plain JSON data (they are the key).
 */
export const PURE_ISLAND = Symbol.for("portal.pureIsland");

export function markPureIsland(component: object): void {
  Object.defineProperty(component, PURE_ISLAND, { value: true });
}
