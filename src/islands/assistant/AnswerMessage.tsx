import { lazy, Suspense, useMemo, useState } from "react";
import type { AnswerTree } from "@/lib/answer-tree";
import { bloomAnswerMessages } from "@/lib/messages/bloom-answers";
import type { Citation } from "@/lib/schemas/assistant";
import { showSnackbar } from "@/lib/stores/snackbar";
import answerStyles from "./Answer.module.css";
import controls from "./Controls.module.css";
import { AnswerText } from "./AnswerText";
import { MakeShowreel } from "./MakeShowreel";

/*
 * The Markdown parser and an opened source's player (with TanStack Query) are a third of the
 * page's script and serve answers and clicks, not the page's first paint. The answers a page
 * opens with come parsed by the server (their trees); the browser loads the parser only for an
 * answer it streams or fetches, and the player when a source is first opened.
 */
const loadMarkdown = () => import("./AnswerMarkdown");
const AnswerMarkdown = lazy(loadMarkdown);
const CitationPanel = lazy(() => import("./CitationPanel"));

/** Starts loading the Markdown parser, as a question is sent, so its answer shows formatted. */
export const preloadMarkdown = () => void loadMarkdown().catch(() => undefined);

export interface AnswerView {
  question: string;
  content: string;
  /** The content parsed by the server, for an answer the page opened with; else the browser parses it. */
  tree?: AnswerTree;
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
      {answer.tree ? (
        <AnswerText tree={answer.tree} cited={cited} onCite={setOpen} />
      ) : answer.content ? (
        <Suspense fallback={<p className={answerStyles.answerText}>{answer.content}</p>}>
          <AnswerMarkdown markdown={answer.content} cited={cited} onCite={setOpen} />
        </Suspense>
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
      {opened && (
        <Suspense fallback={<div className={answerStyles.clipLoading} role="status" aria-label="Loading the source" />}>
          <CitationPanel citation={opened} onClose={() => setOpen(null)} />
        </Suspense>
      )}
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
