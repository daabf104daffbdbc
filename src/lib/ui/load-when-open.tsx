import { type ComponentType, lazy, Suspense } from "react";

/**
 * A dialog whose code loads when it first opens, mounted only while open: for dialogs most visits
 * never open (the header's Create study, a delete confirmation, Share), so their pages load less.
 * The first opening waits for the download (a few KB from the same server).
 */
export function loadWhenOpen<P extends { open: boolean }>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Loaded = lazy(load);
  return function OpenedDialog(props: P) {
    return props.open ? (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    ) : null;
  };
}
