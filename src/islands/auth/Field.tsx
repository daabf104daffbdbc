import type { InputHTMLAttributes, ReactNode } from "react";
import styles from "./AuthForm.module.css";

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: ReactNode;
  error?: string;
  hint?: string;
}

/** A labelled input whose error (and hint) are linked with aria-describedby. */
export function Field({ name, label, error, hint, id = `field-${name}`, ...input }: Props) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
