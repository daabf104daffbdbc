import type { MouseEvent } from "react";
import type { DesignState } from "./design-state";
import { locateErrors } from "./error-locations";
import { fieldId, type FieldErrors } from "./field-errors";
import styles from "./StudyDesignEditor.module.css";

interface Props {
  state: DesignState;
  errors: FieldErrors;
  prefix: string;
}

/** The element of a path, or of the nearest path above it that the form shows. */
function elementFor(prefix: string, path: string): HTMLElement | null {
  const parts = path.split(".");
  for (let n = parts.length; n > 0; n--) {
    const element = document.getElementById(fieldId(prefix, parts.slice(0, n).join(".")));
    if (element) return element;
  }
  return null;
}

/**
 * The problems of the design at the top of the form, each a link to its field; the first link
 * leads to the first problem. The lead may focus it (id `${prefix}-error-summary`) after a failed save.
 */
export function ErrorSummary({ state, errors, prefix }: Props) {
  const located = locateErrors(state, errors);
  if (!located.length) return null;
  const go = (event: MouseEvent, path: string) => {
    const element = elementFor(prefix, path);
    if (!element) return;
    event.preventDefault();
    element.scrollIntoView({ block: "center" });
    element.focus();
  };
  const headingId = `${prefix}-error-summary-heading`;
  return (
    <div
      id={`${prefix}-error-summary`}
      className={styles.summary}
      tabIndex={-1}
      role="region"
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>
        {located.length === 1 ? "1 thing to fix" : `${located.length} things to fix`} in the study design
      </h2>
      <ul>
        {located.map(({ path, message, where }) => (
          <li key={`${path} ${message}`}>
            <a href={`#${fieldId(prefix, path)}`} onClick={(event) => go(event, path)}>
              {where}: {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
