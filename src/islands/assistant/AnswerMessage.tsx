import { useMemo, useState } from "react";
import { bloomAnswerMessages } from "@/lib/messages";
import type { Citation } from "@/lib/schemas/assistant";
import { showSnackbar } from "@/lib/stores/snackbar";
import { AnswerMarkdown } from "./AnswerMarkdown";
import styles from "./AssistantChat.module.css";
import { CitationPanel } from "./CitationPanel";
import { MakeShowreel } from "./MakeShowreel";

export interface AnswerView {
  question: string;
  content: string;
  citations: Citation[];
  engine: string | null;
  stopped: boolean;
  error: string | null;
  redacted: boolean;
}

interface Props {
  answer: AnswerView;
  /** Still being written: no actions yet. */
  live?: boolean;
  mayMakeShowreels: boolean;
}

/** One answer of Bloom: its text with citation chips, its sources, the opened source, and what can be done with it. */
export function AnswerMessage({ answer, live = false, mayMakeShowreels }: Props) {
  const [open, setOpen] = useState<number | null>(null);
  const cited = useMemo(() => new Set(answer.citations.map((citation) => citation.n)), [answer.citations]);
  const opened = answer.citations.find((citation) => citation.n === open) ?? null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(answer.content);
      showSnackbar("Answer copied");
    } catch {
      showSnackbar("The answer could not be copied", "error");
    }
  };

  return (
    <article className={styles.answer} aria-busy={live} data-testid={live ? "live-answer" : "answer"}>
      <p className={styles.engine}>{answer.engine ?? "Bloom"}</p>
      {answer.content ? (
        <AnswerMarkdown markdown={answer.content} cited={cited} onCite={setOpen} />
      ) : (
        live && <p className={styles.thinking}>Searching your research…</p>
      )}
      {answer.stopped && <p className={styles.note}>{bloomAnswerMessages.stopped}</p>}
      {answer.error && (
        <p className={styles.error} role="alert">
          {answer.error}
        </p>
      )}
      {answer.redacted && <p className={styles.note}>{bloomAnswerMessages.sourcesHidden}</p>}
      {answer.citations.length > 0 && (
        <div className={styles.sources}>
          <h3 className={styles.sourcesTitle}>Sources</h3>
          <ul className={styles.sourceList}>
            {answer.citations.map((citation) => (
              <li key={citation.n}>
                <button
                  type="button"
                  className={styles.source}
                  aria-expanded={open === citation.n}
                  onClick={() => setOpen(open === citation.n ? null : citation.n)}
                >
                  <span className={styles.chipStatic}>{citation.n}</span>
                  <span className={styles.sourceLabel}>
                    {citation.clip ? `${citation.title}: “${citation.text}”` : citation.title}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {opened && <CitationPanel citation={opened} onClose={() => setOpen(null)} />}
      {!live && answer.content && (
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={copy}>
            Copy answer
          </button>
          {mayMakeShowreels && <MakeShowreel question={answer.question} citations={answer.citations} />}
        </div>
      )}
    </article>
  );
}
