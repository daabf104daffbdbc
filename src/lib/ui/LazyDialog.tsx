import { loadWhenOpen } from "./load-when-open";

/** {@link Dialog} loaded when it first opens (see {@link loadWhenOpen}). */
const LazyDialog = loadWhenOpen(() => import("./Dialog"));
export default LazyDialog;
