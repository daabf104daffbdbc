import { useRef, type ReactNode } from "react";
import { FieldErrorList } from "./FieldErrorList";
import { fieldId, invalidProps, type FieldErrors } from "./field-errors";
import styles from "./StudyDesignEditor.module.css";
import { moveItem } from "./task-operations";
import { byKey, useFocusAfterRender } from "./use-focus-after-render";

interface Item {
  key: string;
  text: string;
}

interface Props<T extends Item> {
  /** "Choices", "Subtasks": the group's legend. */
  legend: string;
  /** "Choice", "Subtask": each field's label is this and its number. */
  noun: string;
  items: T[];
  onChange(items: T[]): void;
  onAdd(): void;
  max: number;
  /** Shown beside the add button once the list is full. */
  maxReason: string;
  maxLength: number;
  /** The list's path ("tasks.3.options"): the group's errors are here, each item's at `${path}.${i}.text`. */
  path: string;
  errors: FieldErrors;
  prefix: string;
  /** Extra controls for an item, after its text (a subtask's type). */
  extra?: (item: T, index: number) => ReactNode;
}

/** An ordered list of short texts with add, remove, move up and move down (choices, subtasks). */
export function TextListEditor<T extends Item>(props: Props<T>) {
  const { legend, noun, items, onChange, max, path, errors, prefix } = props;
  const root = useRef<HTMLFieldSetElement>(null);
  const focusLater = useFocusAfterRender(root);
  const lower = noun.toLowerCase();
  const full = items.length >= max;
  const replace = (index: number, item: T) => onChange(items.map((it, i) => (i === index ? item : it)));
  const move = (index: number, delta: -1 | 1) => {
    onChange(moveItem(items, index, index + delta));
    const to = index + delta;
    const action = delta < 0 ? (to === 0 ? "down" : "up") : to === items.length - 1 ? "up" : "down";
    focusLater(byKey(items[index]!.key, `[data-action="${action}"]`));
  };
  const remove = (index: number) => {
    onChange(items.filter((_, i) => i !== index));
    const next = items[index + 1] ?? items[index - 1];
    focusLater(next ? byKey(next.key, "input") : "[data-add-item]");
  };
  return (
    <fieldset ref={root} className={styles.textList} id={fieldId(prefix, path)} tabIndex={-1}>
      <legend>{legend}</legend>
      <FieldErrorList errors={errors} prefix={prefix} path={path} />
      <ol>
        {items.map((item, index) => {
          const itemPath = `${path}.${index}.text`;
          const name = `${lower} ${index + 1}`;
          return (
            <li key={item.key} data-key={item.key} className={styles.textItem}>
              <label className={`field ${styles.grow}`}>
                <span>
                  {noun} {index + 1}
                </span>
                <input
                  {...invalidProps(errors, prefix, itemPath)}
                  value={item.text}
                  maxLength={props.maxLength}
                  onChange={(event) => replace(index, { ...item, text: event.target.value })}
                />
                <FieldErrorList errors={errors} prefix={prefix} path={itemPath} />
              </label>
              {props.extra?.(item, index)}
              <div className={styles.itemActions}>
                <button
                  type="button"
                  className="button"
                  data-action="up"
                  disabled={index === 0}
                  aria-label={`Move ${name} up`}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button"
                  data-action="down"
                  disabled={index === items.length - 1}
                  aria-label={`Move ${name} down`}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </button>
                <button type="button" className="button" aria-label={`Remove ${name}`} onClick={() => remove(index)}>
                  ✕
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="button"
        data-add-item
        aria-disabled={full || undefined}
        aria-describedby={full ? `${fieldId(prefix, path)}-full` : undefined}
        onClick={() => {
          if (full) return;
          props.onAdd();
          focusLater(`li:nth-child(${items.length + 1}) input`);
        }}
      >
        + Add {lower}
      </button>
      {full && (
        <small id={`${fieldId(prefix, path)}-full`} className={styles.reason}>
          {props.maxReason}
        </small>
      )}
    </fieldset>
  );
}
