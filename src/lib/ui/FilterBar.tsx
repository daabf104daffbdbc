import type { ReactNode } from "react";
import styles from "./FilterBar.module.css";

/** The filter bar above a list: a search landmark that filters as the person types (no submit). */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <form className={styles.bar} role="search" onSubmit={(event) => event.preventDefault()}>
      {children}
    </form>
  );
}

interface SearchBoxProps {
  /** The accessible name (visually hidden). */
  label: string;
  /** The placeholder; the label by default. */
  placeholder?: string;
  value: string;
  onChange(value: string): void;
  /** The label's layout class; the filter bar's search box (it takes the room left) by default. */
  className?: string;
}

/** A labelled search box; the label is for screen readers, the placeholder says it to the eye. */
export function SearchBox({ label, placeholder = label, value, onChange, className = styles.search }: SearchBoxProps) {
  return (
    <label className={className}>
      <span className="visually-hidden">{label}</span>
      <input
        className={styles.control}
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
