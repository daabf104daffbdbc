import { useStore } from "@nanostores/react";
import { $snackbar, hideSnackbar, holdSnackbar, releaseSnackbar } from "@/lib/stores/snackbar";
import styles from "./Snackbar.module.css";

/**
 * The snackbar, top right, with a success or error icon (000 §2); $snackbar hides it after
 * 1500 ms, but not while the pointer or focus rests on it (its link must stay reachable).
 */
export default function Snackbar() {
  const current = useStore($snackbar);
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {current && (
        <div
          key={current.id}
          className={`${styles.snackbar} ${styles[current.kind]}`}
          data-kind={current.kind}
          onMouseEnter={holdSnackbar}
          onMouseLeave={releaseSnackbar}
          onFocus={holdSnackbar}
          onBlur={releaseSnackbar}
        >
          <span className={styles.icon} aria-label={current.kind === "success" ? "Success" : "Error"}>
            {current.kind === "success" ? "✓" : "!"}
          </span>
          <span>
            {current.message}
            {current.link && (
              <>
                {" "}
                <a className={styles.link} href={current.link.href}>
                  {current.link.label}
                </a>
              </>
            )}
          </span>
          <button type="button" onClick={hideSnackbar} aria-label="Dismiss">
            ×
          </button>
        </div>
      )}
    </div>
  );
}
