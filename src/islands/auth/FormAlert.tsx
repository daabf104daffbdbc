import styles from "./AuthForm.module.css";

/** A form's message on top (role="alert", so screen readers announce it); nothing when empty. */
export function FormAlert({ message }: { message: string | null }) {
  return message ? (
    <p className={styles.alert} role="alert">
      {message}
    </p>
  ) : null;
}
