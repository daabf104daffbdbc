import styles from "./FilterBar.module.css";

export interface SelectItem {
  id: string | number;
  label: string;
}

interface Props {
  label: string;
  /** The chosen item's id; empty or undefined for the "all" choice. */
  value: string | number | undefined;
  items: readonly SelectItem[];
  /** The chosen id as the select gives it ("" for the "all" choice). */
  onChange(value: string): void;
  /** The text of the empty choice that filters nothing ("All" by default); null for no such choice. */
  all?: string | null;
  /** Options that run long: an even width, the text cut with an ellipsis (the quotes' filters). */
  fixedWidth?: boolean;
}

/** A filter bar's native select with its visible label above it; the first choice clears the filter. */
export function LabeledSelect({ label, value, items, onChange, all = "All", fixedWidth = false }: Props) {
  return (
    <label className={fixedWidth ? `${styles.select} ${styles.fixed}` : styles.select}>
      <span>{label}</span>
      <select className={styles.control} value={value ?? ""} onChange={(e) => onChange(e.target.value)}>
        {all === null ? null : <option value="">{all}</option>}
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.label}
          </option>
        ))}
      </select>
    </label>
  );
}
