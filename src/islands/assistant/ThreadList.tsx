import { useState } from "react";
import { bloomAnswerMessages } from "@/lib/messages/bloom-answers";
import { paths } from "@/lib/paths";
import type { AssistantThread } from "@/lib/schemas/assistant";
import styles from "./AssistantChat.module.css";
import controls from "./Controls.module.css";

interface Props {
  threads: AssistantThread[];
  currentId: number | null;
  busy: boolean;
  onNew(): void;
  onRename(id: number, title: string): void;
  onDelete(id: number): void;
}

/**
 * The member's conversations: open one (a link: the page opens with it, read and formatted by the
 * server, and the browser's back button returns to the one before), start a new one, rename or
 * delete one.
 */
export function ThreadList({ threads, currentId, busy, onNew, onRename, onDelete }: Props) {
  const [editing, setEditing] = useState<number | null>(null);
  const [title, setTitle] = useState("");

  return (
    <nav className={styles.threads} aria-label="Conversations">
      <button type="button" className={controls.primary} onClick={onNew} disabled={busy}>
        New conversation
      </button>
      {threads.length === 0 ? (
        <p className={controls.hint}>Your conversations with Bloom will be listed here.</p>
      ) : (
        <ul className={styles.threadList}>
          {threads.map((thread) => (
            <li key={thread.id} className={thread.id === currentId ? styles.threadCurrent : styles.thread}>
              {editing === thread.id ? (
                <form
                  className={styles.rename}
                  onSubmit={(event) => {
                    event.preventDefault();
                    if (title.trim()) onRename(thread.id, title.trim());
                    setEditing(null);
                  }}
                >
                  <label className="visually-hidden" htmlFor={`thread-title-${thread.id}`}>
                    Title
                  </label>
                  <input
                    id={`thread-title-${thread.id}`}
                    value={title}
                    maxLength={120}
                    // The field appears because the person chose Rename: focus follows their action.
                    // eslint-disable-next-line jsx-a11y-x/no-autofocus
                    autoFocus
                    onChange={(event) => setTitle(event.target.value)}
                    onKeyDown={(event) => event.key === "Escape" && setEditing(null)}
                  />
                  <button type="submit" className={controls.ghost}>
                    Save
                  </button>
                </form>
              ) : (
                <>
                  <a
                    className={styles.threadOpen}
                    href={paths.assistant({ threadId: thread.id })}
                    aria-current={thread.id === currentId ? "page" : undefined}
                  >
                    {thread.title || bloomAnswerMessages.newThreadTitle}
                  </a>
                  <button
                    type="button"
                    className={controls.ghost}
                    aria-label={`Rename ${thread.title || bloomAnswerMessages.newThreadTitle}`}
                    onClick={() => {
                      setTitle(thread.title);
                      setEditing(thread.id);
                    }}
                  >
                    ✎
                  </button>
                  <button
                    type="button"
                    className={controls.ghost}
                    aria-label={`Delete ${thread.title || bloomAnswerMessages.newThreadTitle}`}
                    onClick={() => window.confirm("Delete this conversation?") && onDelete(thread.id)}
                  >
                    ×
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
