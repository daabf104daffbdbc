import { lazy, Suspense } from "react";
import type { DialogProps } from "./Dialog";

const Dialog = lazy(() => import("./Dialog"));

/**
 * A {@link Dialog} whose code loads when it first opens, mounted only while open: for dialogs most
 * visits never open (the header's Create study, a delete confirmation), so their pages load less.
 */
export default function LazyDialog(props: DialogProps) {
  return props.open ? (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  ) : null;
}
