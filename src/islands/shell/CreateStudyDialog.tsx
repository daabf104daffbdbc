import { useStore } from "@nanostores/react";
import { useRef } from "react";
import { shellMessages } from "@/lib/messages/shell";
import { paths } from "@/lib/paths";
import { $createStudyOpen } from "@/lib/stores/ui";
import LazyDialog from "@/lib/ui/LazyDialog";
import { markPureIsland } from "@/lib/pure-island";
import styles from "./CreateStudyDialog.module.css";

/**
 * The header's Create study button and its two-option dialog (000 §2, 001 §2). The burger drawer
 * opens the same dialog through $createStudyOpen.
 */
export default function CreateStudyDialog() {
  const open = useStore($createStudyOpen);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = () => {
    $createStudyOpen.set(false);
    trigger.current?.focus();
  };
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={`button primary ${styles.trigger}`}
        aria-haspopup="dialog"
        onClick={() => $createStudyOpen.set(true)}
      >
        Create study
      </button>
      <LazyDialog open={open} title="Create study" onClose={close} size="action-card">
        <div className={styles.options}>
          <a className={styles.option} href={paths.createStudy({ ai: true })}>
            <span className={styles.icon} aria-hidden="true">
              ✦
            </span>
            <strong>Create with the AI assistant</strong>
            <span>Describe what you want to learn and get a draft study design.</span>
          </a>
          <a className={styles.option} href={paths.createStudy()}>
            <span className={styles.icon} aria-hidden="true">
              ▤
            </span>
            <strong>Create from a template</strong>
            <span>{shellMessages.createStudyTemplates}</span>
          </a>
        </div>
      </LazyDialog>
    </>
  );
}
markPureIsland(CreateStudyDialog);
