import { useId, useState } from "react";
import { useSuggestions } from "@/lib/api/team";
import { useDebounced } from "@/lib/hooks/use-debounced";
import type { SuggestionKind } from "@/lib/schemas/team";
import { FieldMessages } from "@/lib/ui/FieldMessages";
import styles from "./Pickers.module.css";

export interface Picked {
  id: number;
  title: string;
  email?: string | null;
}

interface Props {
  clientId: number;
  kind: Extract<SuggestionKind, "users" | "projects">;
  label: string;
  placeholder: string;
  selected: readonly Picked[];
  onChange: (next: Picked[]) => void;
  errors?: readonly string[];
  /** Matches only once something is typed (people: the list is not for browsing the team). */
  searchFirst?: boolean;
}

/**
 * Chooses people or projects by name (or email) through GET /api/client/{id}/suggestions/{kind}:
 * a search box, the matches as checkboxes, and the chosen ones as removable chips.
 */
export function SuggestionPicker({
  clientId,
  kind,
  label,
  placeholder,
  selected,
  onChange,
  errors = [],
  searchFirst = false,
}: Props) {
  const id = useId();
  const [text, setText] = useState("");
  const q = useDebounced(text.trim());
  const found = useSuggestions(clientId, kind, q, !searchFirst || q !== "", 20);
  const chosen = new Set(selected.map((item) => item.id));
  const toggle = (item: Picked) =>
    onChange(chosen.has(item.id) ? selected.filter((s) => s.id !== item.id) : [...selected, item]);
  const options = found.data ?? [];

  return (
    <fieldset className={`field ${styles.picker}`} aria-describedby={errors.length ? `${id}-error` : undefined}>
      <legend>{label}</legend>
      {selected.length > 0 && (
        <ul className={styles.chips} aria-label={`Chosen ${kind}`}>
          {selected.map((item) => (
            <li key={item.id} className={styles.chip}>
              <span>{item.title}</span>
              <button type="button" onClick={() => toggle(item)} aria-label={`Remove ${item.title}`}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        aria-label={`Search ${kind}`}
        aria-invalid={errors.length ? true : undefined}
      />
      <div className={styles.options} aria-busy={found.isFetching} aria-live="polite">
        {searchFirst && q === "" ? (
          <p className={styles.note}>Type a name or an email to find people.</p>
        ) : found.isError ? (
          <p className={styles.note}>{found.error.message}</p>
        ) : found.isPending ? (
          <p className={styles.note}>Loading…</p>
        ) : options.length === 0 ? (
          <p className={styles.note}>{q ? `No ${kind} match “${q}”.` : `No ${kind} to choose from.`}</p>
        ) : (
          options.map((s) => (
            <label key={s.id} className={`check ${styles.option}`}>
              <input
                type="checkbox"
                checked={chosen.has(s.id)}
                onChange={() => toggle({ id: s.id, title: s.label, email: s.email })}
              />
              <span>
                {s.label}
                {s.email && s.email !== s.label ? <small className={styles.email}> {s.email}</small> : null}
              </span>
            </label>
          ))
        )}
      </div>
      <FieldMessages id={`${id}-error`} list={errors} />
    </fieldset>
  );
}
