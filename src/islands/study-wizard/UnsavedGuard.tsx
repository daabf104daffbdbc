import { useEffect, useRef, useState } from "react";
import { messages } from "@/lib/messages";
import Dialog from "@/lib/ui/Dialog";

/**
 * Asks before leaving a step with unsaved changes (001 §4 keeps the unsaved copy apart; 001 §8's
 * confirmation): a link anywhere on the page opens the question, closing or reloading the tab gets
 * the browser's own. A save that moves on dispatches "wizard:saved" and is let through.
 */
export default function UnsavedGuard({ dirty }: { dirty: boolean }) {
  const [target, setTarget] = useState<string | null>(null);
  const saved = useRef(false);

  useEffect(() => {
    const onSaved = () => (saved.current = true);
    window.addEventListener("wizard:saved", onSaved);
    return () => window.removeEventListener("wizard:saved", onSaved);
  }, []);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (saved.current) return;
      event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || saved.current) return;
      if (link.target === "_blank" || event.metaKey || event.ctrlKey || event.shiftKey) return;
      if (link.origin !== window.location.origin || link.hash) return;
      event.preventDefault();
      setTarget(link.href);
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty]);

  const go = () => {
    if (!target) return;
    saved.current = true;
    window.location.assign(target);
  };

  return (
    <Dialog
      open={target !== null}
      title="Unsaved changes"
      size="action-card"
      onClose={() => setTarget(null)}
      actions={
        <>
          <button type="button" className="button" onClick={() => setTarget(null)}>
            Stay on this step
          </button>
          <button type="button" className="button danger" onClick={go}>
            Leave without saving
          </button>
        </>
      }
    >
      <p>{messages.unsavedChanges}</p>
    </Dialog>
  );
}
