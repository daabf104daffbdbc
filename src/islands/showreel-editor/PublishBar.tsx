import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { shareLinksQuery } from "@/lib/api/share-links";
import { usePageOrigin } from "@/lib/hooks/use-page-origin";
import { paths } from "@/lib/paths";
import { showSnackbar } from "@/lib/stores/snackbar";
import type { ShareLink } from "@/lib/schemas/share-link";
import type { Showreel } from "@/lib/schemas/showreel";
import { LazyShareDialog } from "@/lib/ui/share-links/LazyShareDialog";
import styles from "./ShowreelEditor.module.css";

interface Props {
  showreel: Showreel;
  canPublish: boolean;
  busy: boolean;
  onPublish: (published: boolean) => void;
}

/** "2 active links" (revoked and expired ones are not counted). */
const activeWords = (links: ShareLink[]) => {
  const active = links.filter((l) => l.state === "ACTIVE").length;
  return active === 0 ? "none active" : active === 1 ? "1 active link" : `${active} active links`;
};

/**
 * Publish and unpublish, and the share link built on the portal's own host (001 §2). Once the
 * reel has named share links, the plain link no longer opens it, so it is not offered.
 */
export function PublishBar({ showreel, canPublish, busy, onPublish }: Props) {
  const [copied, setCopied] = useState(false);
  const [sharing, setSharing] = useState(false);
  const origin = usePageOrigin();
  // A published reel's named links; without them (none, or unread) the bar shows the plain link.
  const read = useQuery({ ...shareLinksQuery({ kind: "showreel", id: showreel.id }), enabled: showreel.published });
  const links = showreel.published ? (read.data ?? null) : null;
  const named = (links?.length ?? 0) > 0;
  const path = showreel.public_id && !named ? paths.publicShowreel(showreel.public_id) : null;
  // On the server the path alone (no window there); the full link once the page is hydrated.
  const link = path && origin ? new URL(path, origin).href : path;

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      showSnackbar("Link copied");
    } catch {
      showSnackbar("The link could not be copied: select it and copy it by hand.", "error");
    }
  };

  return (
    <section className={styles.publish} aria-label="Sharing">
      <div>
        <strong>{showreel.published ? "Published" : "Not published"}</strong>
        <p className={styles.meta}>
          {!showreel.published
            ? "Only your team can watch it."
            : named
              ? `Shared through named links only (${activeWords(links!)}): manage them in Share links.`
              : "Anyone with the link can watch it, without logging in."}
        </p>
        {link && (
          <input
            className={styles.link}
            readOnly
            value={link}
            aria-label="Public link"
            onFocus={(e) => e.target.select()}
          />
        )}
      </div>
      <div className={styles.publishActions}>
        {link && (
          <button type="button" onClick={() => void copy()}>
            {copied ? "Copied" : "Copy link"}
          </button>
        )}
        {showreel.published && (
          <button type="button" onClick={() => setSharing(true)}>
            Share links…
          </button>
        )}
        {canPublish && (
          <button
            type="button"
            className={showreel.published ? undefined : styles.primary}
            onClick={() => onPublish(!showreel.published)}
            disabled={busy}
          >
            {showreel.published ? "Unpublish" : "Publish"}
          </button>
        )}
      </div>
      <LazyShareDialog
        open={showreel.published && sharing}
        target={{ kind: "showreel", id: showreel.id }}
        canManage={canPublish}
        onClose={() => setSharing(false)}
      />
    </section>
  );
}
