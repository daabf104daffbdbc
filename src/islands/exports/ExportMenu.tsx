import { useEffect, useId, useRef, useState } from "react";
import { exportStudyDesign, saveFile } from "@/lib/api/exports";
import { useMenuButton } from "@/lib/hooks/use-menu-button";
import { messages } from "@/lib/messages";
import { showSnackbar } from "@/lib/stores/snackbar";
import menuStyles from "@/lib/ui/MenuPopup.module.css";
import { DeckDialog } from "./DeckDialog";
import type { ExportTarget } from "./export-target";
import styles from "./ExportMenu.module.css";

export interface ExportMenuProps {
  target: ExportTarget;
  /** What the menu offers: the insights as a PowerPoint deck, the study design as a Word document. */
  offers: ("deck" | "design")[];
}

/**
 * The Export menu of the study summary, study details and project pages (001 §1): the insights to
 * PowerPoint (with its options dialog) and, for a study, its design to Word, which downloads at
 * once while a progress line says it is being made.
 */
export default function ExportMenu({ target, offers }: ExportMenuProps) {
  const { open, setOpen, button, list, onMenuKeyDown, onButtonKeyDown } = useMenuButton();
  const [dialog, setDialog] = useState(false);
  const [makingDesign, setMakingDesign] = useState(false);
  const menuId = useId();
  const dialogWasOpen = useRef(false);

  // Focus returns to the button once the dialog has closed. An effect of this component runs after
  // the dialog's own (children first), so after the browser moved focus back to the menu item that
  // opened it, which is hidden by then.
  useEffect(() => {
    if (dialogWasOpen.current && !dialog) button.current?.focus();
    dialogWasOpen.current = dialog;
  }, [dialog, button]);

  const choose = (action: () => void) => {
    setOpen(false);
    action();
  };

  const downloadDesign = async () => {
    setMakingDesign(true);
    try {
      const file = await exportStudyDesign(target.id);
      saveFile(file);
      showSnackbar(`${file.fileName} is downloading`);
    } catch (caught) {
      showSnackbar(caught instanceof Error && caught.message ? caught.message : messages.exportFailed, "error");
    } finally {
      setMakingDesign(false);
      button.current?.focus();
    }
  };

  return (
    <div className={styles.wrapper}>
      {makingDesign && (
        <p className={styles.status} role="status">
          <progress className={styles.progress} aria-label="Making the Word file" />
          Making the Word file…
        </p>
      )}
      <button
        ref={button}
        type="button"
        className="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        onKeyDown={onButtonKeyDown}
      >
        Export <span aria-hidden="true">▾</span>
      </button>
      <ul
        ref={list}
        id={menuId}
        role="menu"
        aria-label="Export"
        hidden={!open}
        className={`${menuStyles.popup} ${styles.menu}`}
        onKeyDown={onMenuKeyDown}
      >
        {offers.includes("deck") && (
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} onClick={() => choose(() => setDialog(true))}>
              <span>Insights to PowerPoint…</span>
              <small>{target.kind === "project" ? "Every study of the project" : "Charts, quotes and showreels"}</small>
            </button>
          </li>
        )}
        {offers.includes("design") && target.kind === "study" && (
          <li role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              disabled={makingDesign}
              onClick={() => choose(() => void downloadDesign())}
            >
              <span>Study design to Word</span>
              <small>Brief, audience and every question</small>
            </button>
          </li>
        )}
      </ul>
      {offers.includes("deck") && <DeckDialog target={target} open={dialog} onClose={() => setDialog(false)} />}
    </div>
  );
}
