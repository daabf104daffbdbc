import { useId, useRef, useState } from "react";
import { exportInsightsDeck, saveFile } from "@/lib/api/exports";
import { messages } from "@/lib/messages";
import { EXPORT_LANGUAGES } from "@/lib/constants";
import { showSnackbar } from "@/lib/stores/snackbar";
import Dialog from "@/lib/ui/Dialog";
import styles from "./ExportMenu.module.css";
import type { ExportTarget } from "./export-target";

const languageNames: Record<(typeof EXPORT_LANGUAGES)[number], string> = { en: "English" };

interface Props {
  target: ExportTarget;
  open: boolean;
  onClose: () => void;
}

/**
 * The PowerPoint export's options (public showreel links, language) and its progress: the file is
 * made while the dialog stays open, then downloads under its own name. Closing cancels it.
 */
export function DeckDialog({ target, open, onClose }: Props) {
  const [links, setLinks] = useState(false);
  const [language, setLanguage] = useState<(typeof EXPORT_LANGUAGES)[number]>("en");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  const hintId = useId();
  const linksHintId = useId();

  const close = () => {
    running.current?.abort();
    setBusy(false);
    setError(null);
    onClose();
  };

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    setBusy(true);
    setError(null);
    try {
      const idField = target.kind === "study" ? { study_id: target.id } : { project_id: target.id };
      const file = await exportInsightsDeck(
        { ...idField, language_code: language, public_showreels: links },
        controller.signal,
      );
      if (controller.signal.aborted) return;
      saveFile(file);
      showSnackbar(`${file.fileName} is downloading`);
      close();
    } catch (caught) {
      if (controller.signal.aborted) return;
      setError(caught instanceof Error && caught.message ? caught.message : messages.exportFailed);
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      title="Export to PowerPoint"
      onClose={close}
      size="action-card"
      error={error}
      actions={
        <>
          <button type="button" className="button" onClick={close}>
            Cancel
          </button>
          <button type="button" className="button primary" onClick={() => void start()} disabled={busy}>
            Export
          </button>
        </>
      }
    >
      <p>
        A 16:9 deck of <strong>{target.title}</strong>
        {target.kind === "project" ? ", its studies in order" : ""}: key takeaways, business questions, each insight
        with its chart (editable in PowerPoint), quotes and showreels.
      </p>
      <label className="check">
        <input
          type="checkbox"
          checked={links}
          onChange={(event) => setLinks(event.target.checked)}
          aria-describedby={linksHintId}
          disabled={busy}
        />
        <span>Link showreels to their public pages</span>
      </label>
      <small id={linksHintId} className={styles.hint}>
        Only published showreels get a link; anyone with it can watch them without signing in.
      </small>
      <label className="field">
        <span>Language</span>
        <select
          value={language}
          onChange={(event) => setLanguage(event.target.value as typeof language)}
          aria-describedby={hintId}
          disabled={busy}
        >
          {EXPORT_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {languageNames[code]}
            </option>
          ))}
        </select>
        <small id={hintId}>{messages.exportLanguage}</small>
      </label>
      {busy && (
        <div className={styles.working} role="status">
          <progress className={styles.progress} aria-label="Making the PowerPoint file" />
          <span>Making the PowerPoint file… a project of several studies takes a few seconds.</span>
        </div>
      )}
    </Dialog>
  );
}
