import styles from "./Bloom.module.css";

/** A generation under way, read out as it advances: what Bloom is doing and how far it is. */
export default function BloomProgress({ label, percent }: { label: string; percent: number }) {
  return (
    <div className={styles.progress} role="status">
      <span>
        {label} {percent}%
      </span>
      <progress max={100} value={percent} aria-label={label} />
    </div>
  );
}
