import { useMemo, useState } from "react";
import { bloomAnswerMessages } from "@/lib/messages";
import type { Citation } from "@/lib/schemas/assistant";
import { showSnackbar } from "@/lib/stores/snackbar";
import { AnswerMarkdown } from "./AnswerMarkdown";
import answerStyles from "./Answer.module.css";
import controls from "./Controls.module.css";
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
    <article className={answerStyles.answer} aria-busy={live} data-testid={live ? "live-answer" : "answer"}>
      <p className={answerStyles.engine}>{answer.engine ?? "Bloom"}</p>
      {answer.content ? (
        <AnswerMarkdown markdown={answer.content} cited={cited} onCite={setOpen} />
      ) : (
        live && <p className={answerStyles.thinking}>Searching your research…</p>
      )}
      {answer.stopped && <p className={controls.note}>{bloomAnswerMessages.stopped}</p>}
      {answer.error && (
        <p className={controls.error} role="alert">
          {answer.error}
        </p>
      )}
      {answer.redacted && <p className={controls.note}>{bloomAnswerMessages.sourcesHidden}</p>}
      {answer.citations.length > 0 && (
        <div className={answerStyles.sources}>
          <h3 className={answerStyles.sourcesTitle}>Sources</h3>
          <ul className={answerStyles.sourceList}>
            {answer.citations.map((citation) => (
              <li key={citation.n}>
                <button
                  type="button"
                  className={answerStyles.source}
                  aria-expanded={open === citation.n}
                  onClick={() => setOpen(open === citation.n ? null : citation.n)}
                >
                  <span className={controls.chipStatic}>{citation.n}</span>
                  <span className={answerStyles.sourceLabel}>
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
        <div className={answerStyles.actions}>
          <button type="button" className={controls.secondary} onClick={() => void copy()}>
            Copy answer
          </button>
          {mayMakeShowreels && <MakeShowreel question={answer.question} citations={answer.citations} />}
        </div>
      )}
    </article>
  );
}
