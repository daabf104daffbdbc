import { useEffect, useId, useState } from "react";
import styles from "./ShowreelEditor.module.css";

interface Props {
  /** The visible label ("Start"), and the accessible one ("Start of clip 2"). */
  label: string;
  name: string;
  value: number;
  max: number;
  invalid: boolean;
  describedBy?: string;
  onChange: (seconds: number) => void;
}

/**
 * A trim in seconds with one decimal (arrow keys step 0.1 s). The text is kept while typing, so
 * "1." or an empty field is not forced back; each number typed applies at once.
 */
export function TrimField({ label, name, value, max, invalid, describedBy, onChange }: Props) {
  const id = useId();
  const [text, setText] = useState(value.toFixed(1));
  // A discard or a save replaces the value from outside: show it unless the text already says it.
  useEffect(() => {
    setText((current) => (current !== "" && Number(current) === value ? current : value.toFixed(1)));
  }, [value]);

  return (
    <div className={styles.trim}>
      <label htmlFor={id}>
        {label}
        <span className="visually-hidden"> of {name}</span>
      </label>
      <span className={styles.trimInput}>
        <input
          id={id}
          type="number"
          inputMode="decimal"
          step={0.1}
          min={0}
          max={max}
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(e) => {
            setText(e.target.value);
            const seconds = e.target.valueAsNumber;
            if (Number.isFinite(seconds)) onChange(seconds);
          }}
          onBlur={() => setText(value.toFixed(1))}
        />
        <span aria-hidden="true">s</span>
      </span>
    </div>
  );
}
