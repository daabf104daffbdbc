import styles from "./Wizard.module.css";

/**
 * The errors of a step in one list at its top (focusable, read out when it appears), so a person
 * who cannot see the fields still learns what stopped the save.
 */
export default function ErrorSummary({ errors }: { errors: Record<string, string[]> }) {
  const list = [...new Set(Object.values(errors).flat())];
  if (!list.length) return null;
  return (
    <div className={styles.summary} role="alert" tabIndex={-1} data-error-summary>
      <strong>Please check the following:</strong>
      <ul>
        {list.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
