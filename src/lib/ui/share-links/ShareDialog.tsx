import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { dialogError, fieldErrors, messagesFor } from "@/lib/api/field-errors";
import {
  createShareLink,
  shareLinksQuery,
  revokeShareLink,
  type ShareTarget,
  updateShareLink,
} from "@/lib/api/share-links";
import { usePageOrigin } from "@/lib/hooks/use-page-origin";
import type { ShareLink } from "@/lib/schemas/share-link";
import { showSnackbar } from "@/lib/stores/snackbar";
import Dialog from "@/lib/ui/Dialog";
import { isoOf, LinkSettingsForm } from "./LinkSettingsForm";
import styles from "./ShareDialog.module.css";

export interface ShareDialogProps {
  open: boolean;
  target: ShareTarget;
  /** publish_videos: may add, change and revoke links (everyone who sees the reel or video sees them). */
  canManage: boolean;
  onClose: () => void;
}

// The dialog's words for what it shares.
const WORDS = {
  showreel: {
    title: "Share showreel",
    intro:
      "Named links let you share this reel with each audience on its own terms. Once you create the first one, " +
      "the plain public link stops working: only named links open the reel.",
  },
  video: {
    title: "Share video",
    intro:
      "Named links let you share this participant video with each audience on its own terms. Each link opens a " +
      "public page of the video; unpublishing the video closes them all.",
  },
};

const STATE_WORDS = { ACTIVE: "Active", EXPIRED: "Expired", REVOKED: "Revoked" } as const;

/** The link's view log in words: views, unique viewers, mean watched share, last view. */
function statsLine({ views, unique_viewers, average_watched_share, last_viewed_at }: ShareLink["stats"]): string {
  if (views === 0) return "No views yet";
  return [
    views === 1 ? "1 view" : `${views} views`,
    unique_viewers === 1 ? "1 unique viewer" : `${unique_viewers} unique viewers`,
    `${Math.round((average_watched_share ?? 0) * 100)} % watched on average`,
    `last viewed ${new Date(last_viewed_at!).toLocaleString()}`,
  ].join(" · ");
}

/** One link: its address to copy, what protects it, download, and revoking. */
function LinkRow({
  link,
  canManage,
  onChange,
}: {
  link: ShareLink;
  canManage: boolean;
  onChange: (link: ShareLink) => void;
}) {
  const origin = usePageOrigin();
  const [editing, setEditing] = useState(false);
  const address = origin ? new URL(link.path, origin).href : link.path;
  const active = link.state === "ACTIVE";
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      showSnackbar("Link copied");
    } catch {
      showSnackbar("The link could not be copied: select it and copy it by hand.", "error");
    }
  };
  const change = (write: () => Promise<ShareLink>) =>
    write().then(onChange, (error: unknown) => showSnackbar(dialogError(error, []) ?? "Not saved.", "error"));
  return (
    <li className={styles.link} aria-label={link.name}>
      <div className={styles.linkHead}>
        <strong>{link.name}</strong>
        <span className={active ? styles.active : styles.inactive}>{STATE_WORDS[link.state]}</span>
      </div>
      <p className={styles.meta}>
        {link.has_password ? "Password protected" : "No password"} ·{" "}
        {link.expires_at ? `expires ${new Date(link.expires_at).toLocaleString()}` : "no expiry"}
      </p>
      <p className={styles.meta} data-testid="share-link-stats">
        {statsLine(link.stats)}
      </p>
      {/* Drawn by the server from numbers and dates only, like the insight charts. */}
      <div className={styles.chart} dangerouslySetInnerHTML={{ __html: link.views_chart }} />
      {active && (
        <div className={styles.row}>
          <input readOnly value={address} aria-label={`Link for ${link.name}`} onFocus={(e) => e.target.select()} />
          <button type="button" className="button" onClick={() => void copy()}>
            Copy
          </button>
        </div>
      )}
      {canManage && active && editing && (
        <LinkSettingsForm
          link={link}
          onSaved={(saved) => {
            setEditing(false);
            onChange(saved);
            showSnackbar("Link saved");
          }}
          onCancel={() => setEditing(false)}
        />
      )}
      {canManage && active && !editing && (
        <div className={styles.row}>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={link.allow_download}
              onChange={(e) => void change(() => updateShareLink(link.id, { allow_download: e.target.checked }))}
            />
            Allow download
          </label>
          <button type="button" className="button" onClick={() => setEditing(true)}>
            Password and expiry…
          </button>
          <button type="button" className="button danger" onClick={() => void change(() => revokeShareLink(link.id))}>
            Revoke
          </button>
        </div>
      )}
    </li>
  );
}

/**
 * The Share dialog of the showreel editor and the video player: the named links of a reel or
 * video (each with its own password, expiry and download, revocable on its own) and a form for a
 * new one. Rendered inside a QueryProvider; what it adds or changes goes into the links' cached
 * read, which others on the page (the editor's sharing bar) read too.
 */
export function ShareDialog({ open, target, canManage, onClose }: ShareDialogProps) {
  const queryClient = useQueryClient();
  const linksQuery = shareLinksQuery(target);
  // Read when the dialog opens, afresh at each opening.
  const read = useQuery({ ...linksQuery, enabled: open });
  const list = read.data ?? null;
  const setList = (change: (current: ShareLink[]) => ShareLink[]) =>
    queryClient.setQueryData(linksQuery.queryKey, (current) => change(current ?? []));
  const [form, setForm] = useState({ name: "", password: "", expires: "", download: false });
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const errors = fieldErrors(error);
  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      const link = await createShareLink(target, {
        name: form.name,
        password: form.password || null,
        expires_at: isoOf(form.expires),
        allow_download: form.download,
      });
      setList((current) => [...current, link]);
      setForm({ name: "", password: "", expires: "", download: false });
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const replace = (next: ShareLink) => setList((current) => current.map((l) => (l.id === next.id ? next : l)));
  const field = (name: string) => {
    const list = messagesFor(errors, name);
    return list.length ? (
      <span className={styles.fieldError} id={`share-${name}-error`}>
        {list.join(" ")}
      </span>
    ) : null;
  };

  return (
    <Dialog
      open={open}
      title={WORDS[target.kind].title}
      onClose={onClose}
      error={read.isError ? dialogError(read.error, []) : dialogError(error, ["name", "password", "expires_at"])}
    >
      {list === null ? (
        read.isError ? null : (
          <p role="status">Loading links…</p>
        )
      ) : (
        <>
          {list.length === 0 && <p className={styles.meta}>{WORDS[target.kind].intro}</p>}
          <ul className={styles.links} aria-label="Share links">
            {list.map((link) => (
              <LinkRow key={link.id} link={link} canManage={canManage} onChange={replace} />
            ))}
          </ul>
        </>
      )}
      {canManage && (
        <form
          className={styles.form}
          aria-label="New share link"
          onSubmit={(e) => {
            e.preventDefault();
            void create();
          }}
        >
          <h3>New link</h3>
          <label>
            Name
            <input
              value={form.name}
              onChange={(e) => setForm({ ...form, name: e.target.value })}
              placeholder="Board"
              aria-invalid={messagesFor(errors, "name").length > 0}
            />
            {field("name")}
          </label>
          <label>
            Password (optional)
            <input
              type="password"
              autoComplete="new-password"
              value={form.password}
              onChange={(e) => setForm({ ...form, password: e.target.value })}
              aria-invalid={messagesFor(errors, "password").length > 0}
            />
            {field("password")}
          </label>
          <label>
            Expires (optional)
            <input
              type="datetime-local"
              value={form.expires}
              onChange={(e) => setForm({ ...form, expires: e.target.value })}
              aria-invalid={messagesFor(errors, "expires_at").length > 0}
            />
            {field("expires_at")}
          </label>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={form.download}
              onChange={(e) => setForm({ ...form, download: e.target.checked })}
            />
            Allow download
          </label>
          <button type="submit" className={`button primary ${styles.submit}`} disabled={busy}>
            {busy ? "Creating…" : "Create link"}
          </button>
        </form>
      )}
    </Dialog>
  );
}
