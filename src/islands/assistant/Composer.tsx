import { type KeyboardEvent, type SyntheticEvent, useState } from "react";
import { ASSISTANT_LIMITS } from "@/lib/constants";
import { bloomAnswerMessages } from "@/lib/messages/bloom-answers";
import styles from "./AssistantChat.module.css";
import controls from "./Controls.module.css";

interface Props {
  streaming: boolean;
  hydrated: boolean;
  /** What the question is about: "all your research" or one study. */
  scope: string;
  onAsk(question: string): void;
  onStop(): void;
}

const MAX = ASSISTANT_LIMITS.questionMaxLength;

/** The question box: Enter asks, Shift+Enter starts a new line; while an answer streams, Stop ends it. */
export function Composer({ streaming, hydrated, scope, onAsk, onStop }: Props) {
  const [question, setQuestion] = useState("");
  const tooLong = question.length > MAX;

  const submit = (event?: SyntheticEvent) => {
    event?.preventDefault();
    const asked = question.trim();
    if (!asked || tooLong || streaming) return;
    onAsk(asked);
    setQuestion("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <form className={styles.composer} onSubmit={submit}>
      <label htmlFor="assistant-question" className={styles.composerLabel}>
        Ask Bloom about {scope}
      </label>
      <div className={styles.composerRow}>
        <textarea
          id="assistant-question"
          className={styles.question}
          value={question}
          rows={2}
          placeholder="What did shoppers say about the price?"
          aria-invalid={tooLong}
          aria-describedby="assistant-question-help"
          onChange={(event) => setQuestion(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {streaming ? (
          <button type="button" className={controls.stop} onClick={onStop}>
            Stop
          </button>
        ) : (
          <button type="submit" className={controls.primary} disabled={!hydrated || !question.trim() || tooLong}>
            Ask
          </button>
        )}
      </div>
      <p id="assistant-question-help" className={tooLong ? controls.error : controls.hint}>
        {tooLong ? bloomAnswerMessages.questionTooLong(MAX) : "Enter to ask, Shift+Enter for a new line."}
      </p>
    </form>
  );
}
