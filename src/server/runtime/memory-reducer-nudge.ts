/**
 * Lets V8 give memory back once the process goes idle after a load.
 *
 * V8 13.6 (Node 24) decides whether a process has gone idle from three allocation rates, one of
 * them the C++ heap's (cppgc). A process that never allocates there reports that rate as exactly
 * zero, which V8 reads as "allocating fast", so its memory reducer never runs and the pages a load
 * grew stay resident (here: about 340 MB held after ten seconds of /studies, 55 MB of it live). A
 * compiled `vm.Script` is one of the few objects Node places on the C++ heap: compiling a trivial
 * one now and then keeps that rate a tiny positive number, and the reducer frees the pages within
 * about twenty seconds of idling. Upstream: V8 https://issues.chromium.org/issues/570738027,
 * Node https://github.com/nodejs/node/issues/66564; see docs/decisions/memory-reducer-nudge.md.
 * Remove once the Node in package.json carries the V8 fix (the bench's idle RSS figure shows it).
 */
import vm from "node:vm";

/** Often enough that the rate never decays to zero between checks, rarely enough to cost nothing. */
const NUDGE_INTERVAL_MS = 30_000;

export function nudgeMemoryReducer(): void {
  const nudge = () => new vm.Script("0");
  nudge();
  // unref: the timer never keeps a stopping process alive.
  setInterval(nudge, NUDGE_INTERVAL_MS).unref();
}
