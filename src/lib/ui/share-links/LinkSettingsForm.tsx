import { useState } from "react";
import { dialogError, fieldErrors, messagesFor } from "@/lib/api/field-errors";
import { updateShareLink } from "@/lib/api/share-links";
import type { ShareLink, UpdateShareLink } from "@/lib/schemas/share-link";
import styles from "./ShareDialog.module.css";

/** An ISO time as a datetime-local value in the viewer's own time; empty for none. */
export function localOf(iso: string | null): string {
  if (!iso) return "";
  const at = new Date(iso);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** A datetime-local value (the viewer's own time) as the API's ISO time, or null when empty. */
export const isoOf = (local: string) => (local ? new Date(local).toISOString() : null);

interface Props {
  link: ShareLink;
  onSaved: (link: ShareLink) => void;
  onCancel: () => void;
}

/**
 * Changes an existing link's password (a new one, or none) and expiry. Only what the person
 * changed is sent: a new or removed password signs out every browser that entered the old one.
 */
export function LinkSettingsForm({ link, onSaved, onCancel }: Props) {
  const [password, setPassword] = useState("");
  const [removePassword, setRemovePassword] = useState(false);
  const [expires, setExpires] = useState(localOf(link.expires_at));
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const errors = fieldErrors(error);
  const id = (name: string) => `link-${link.id}-${name}`;

  const save = async () => {
    const change: UpdateShareLink = {};
    if (removePassword) change.password = null;
    else if (password) change.password = password;
    if (expires !== localOf(link.expires_at)) change.expires_at = isoOf(expires);
    if (Object.keys(change).length === 0) return onCancel();
    setBusy(true);
    setError(null);
    try {
      onSaved(await updateShareLink(link.id, change));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const fieldError = (name: string) => {
    const list = messagesFor(errors, name);
    return list.length ? (
      <span className={styles.fieldError} id={id(`${name}-error`)}>
        {list.join(" ")}
      </span>
    ) : null;
  };
  const other = dialogError(error, ["password", "expires_at"]);

  return (
    <form
      className={styles.form}
      aria-label={`Settings of ${link.name}`}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <label>
        {link.has_password ? "New password (leave empty to keep it)" : "Password (optional)"}
        <input
          type="password"
          autoComplete="new-password"
          value={password}
          disabled={removePassword}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={messagesFor(errors, "password").length > 0}
          aria-describedby={messagesFor(errors, "password").length ? id("password-error") : undefined}
        />
        {fieldError("password")}
      </label>
      {link.has_password && (
        <label className={styles.check}>
          <input type="checkbox" checked={removePassword} onChange={(e) => setRemovePassword(e.target.checked)} />
          Remove the password
        </label>
      )}
      <label>
        Expires (empty: never)
        <input
          type="datetime-local"
          value={expires}
          onChange={(e) => setExpires(e.target.value)}
          aria-invalid={messagesFor(errors, "expires_at").length > 0}
          aria-describedby={messagesFor(errors, "expires_at").length ? id("expires_at-error") : undefined}
        />
        {fieldError("expires_at")}
      </label>
      {other && (
        <p className={styles.fieldError} role="alert">
          {other}
        </p>
      )}
      <div className={styles.row}>
        <button type="submit" className="button primary" disabled={busy}>
          {busy ? "Saving…" : "Save"}
        </button>
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
