import { loadWhenOpen } from "../load-when-open";
import type { ShareDialogProps } from "./ShareDialog";

/** The Share dialog loaded when it first opens (see {@link loadWhenOpen}). */
export const LazyShareDialog = loadWhenOpen<ShareDialogProps>(() =>
  import("./ShareDialog").then((m) => ({ default: m.ShareDialog })),
);
