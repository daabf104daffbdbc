import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { AnswerTree } from "@/lib/answer-tree";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { jsonIsland } from "@/lib/json-island";
// The ask reads its thread again after a failed answer: an action's own read, not island data.
// eslint-disable-next-line no-restricted-imports
import { createThread, deleteThread, fetchThread, renameThread } from "@/lib/api/assistant";
import { paths } from "@/lib/paths";
import type {
  AssistantChatProps,
  AssistantMessage,
  AssistantThread,
  AssistantThreadWithMessages,
} from "@/lib/schemas/assistant";
import { showSnackbar } from "@/lib/stores/snackbar";
import { AnswerMessage, type AnswerView, preloadMarkdown } from "./AnswerMessage";
import styles from "./AssistantChat.module.css";
import controls from "./Controls.module.css";
import { Composer } from "./Composer";
import { ThreadList } from "./ThreadList";
import { type LiveAnswer, useAnswerStream } from "./use-answer-stream";

type Props = AssistantChatProps;

/** The part of an answer written before the asker stopped it, as a message. */
const stoppedMessage = (answer: LiveAnswer): AssistantMessage => ({
  id: 0,
  role: "assistant",
  content: answer.text,
  citations: answer.citations,
  engine: answer.engine,
  stopped: true,
  error: null,
  redacted: false,
  study_ids: [],
  created_at: new Date().toISOString(),
});

const failureText = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/** An answer as shown: a stored message and the question before it, or the one being written. */
function answerView(message: AssistantMessage, question: string, tree: AnswerTree | undefined): AnswerView {
  return { ...message, question, tree };
}
const liveView = (live: LiveAnswer): AnswerView => ({
  question: live.question,
  content: live.text,
  citations: live.citations,
  engine: live.engine,
  stopped: false,
  error: null,
  redacted: false,
});

/** Bloom's chat: the member's threads beside the open one, its answers streamed with citations that play. */
function AssistantChat({
  threads: initialThreads,
  thread: initialThread,
  answerTrees,
  study,
  starters,
  engine,
  mayMakeShowreels,
  clientId,
}: Props) {
  const [threads, setThreads] = useState(initialThreads);
  const [thread, setThread] = useState(initialThread);
  const [scope, setScope] = useState(study);
  const [error, setError] = useState<string | null>(null);
  const hydrated = useHydrated();
  const end = useRef<HTMLDivElement>(null);

  const show = useCallback((next: AssistantThreadWithMessages | null) => {
    setThread(next);
    const url = next ? paths.assistant({ threadId: next.id }) : paths.assistant();
    window.history.replaceState(null, "", url);
  }, []);

  const handlers = useMemo(
    () => ({
      onThread: (updated: AssistantThread) => {
        setThreads((list) => [updated, ...list.filter((item) => item.id !== updated.id)]);
        setThread((current) => current && { ...current, ...updated });
      },
      onSettled: (messages: AssistantMessage[]) =>
        setThread((current) => current && { ...current, messages: [...current.messages, ...messages] }),
      // What was written stays on screen, marked stopped (the server stores the same when it sees the stop).
      onStopped: (answer: LiveAnswer, question: AssistantMessage | null) =>
        setThread((current) => {
          if (!current) return current;
          // Local ids below zero, never a stored message's.
          const local = -Date.now();
          const asked = question ?? {
            ...stoppedMessage(answer),
            id: local,
            role: "user" as const,
            content: answer.question,
          };
          const stopped = { ...stoppedMessage(answer), id: local - 1 };
          return { ...current, messages: [...current.messages, asked, stopped] };
        }),
      onError: (message: string) => setError(message),
    }),
    [],
  );
  const { live, ask, stop } = useAnswerStream(handlers);

  // A block body: Chromium's scrollIntoView now returns a promise, which React would take for a clean-up.
  useEffect(() => {
    end.current?.scrollIntoView({ block: "end" });
  }, [thread?.messages.length, live?.text]);

  const askQuestion = async (question: string) => {
    setError(null);
    preloadMarkdown();
    try {
      let current = thread;
      if (!current) {
        const created = await createThread(clientId);
        current = { ...created, messages: [] };
        setThreads((list) => [created, ...list]);
        show(current);
      }
      const outcome = await ask(current.id, { question, ...(scope ? { study_ids: [scope.id] } : {}) });
      // A failed answer is stored with its question: the thread is read again to show both.
      if (outcome === "error") show(await fetchThread(current.id));
    } catch (failure) {
      setError(failureText(failure));
    }
  };

  const rename = async (id: number, title: string) => {
    try {
      const renamed = await renameThread(id, title);
      setThreads((list) => list.map((item) => (item.id === id ? renamed : item)));
      if (thread?.id === id) setThread({ ...thread, title: renamed.title });
    } catch (failure) {
      showSnackbar(failureText(failure), "error");
    }
  };
  const remove = async (id: number) => {
    try {
      await deleteThread(id);
      setThreads((list) => list.filter((item) => item.id !== id));
      if (thread?.id === id) show(null);
    } catch (failure) {
      showSnackbar(failureText(failure), "error");
    }
  };

  const messages = thread?.messages ?? [];
  const empty = messages.length === 0 && !live;
  return (
    <div className={styles.chat}>
      <details className={styles.threadsPanel} open>
        <summary className={styles.threadsSummary}>Conversations ({threads.length})</summary>
        <ThreadList
          threads={threads}
          currentId={thread?.id ?? null}
          busy={Boolean(live)}
          onNew={() => show(null)}
          onRename={(id, title) => void rename(id, title)}
          onDelete={(id) => void remove(id)}
        />
      </details>
      <section className={styles.conversation} aria-label={thread?.title || "New conversation"}>
        <header className={styles.conversationHeader}>
          <h2 className={styles.conversationTitle}>{thread?.title || "New conversation"}</h2>
          <p className={styles.engineLabel} data-testid="engine-label">
            Answers by {engine}, from your own research only
          </p>
          {scope && (
            <p className={styles.scope}>
              About <a href={paths.study(scope.id)}>{scope.title}</a> only ·{" "}
              <button type="button" className={controls.link} onClick={() => setScope(null)}>
                Ask about all your research
              </button>
            </p>
          )}
        </header>
        <div className={styles.messages} aria-live="polite">
          {empty && starters.length > 0 && (
            <div className={styles.starters}>
              <p>Start from a business question of your studies:</p>
              <ul>
                {starters.map((starter) => (
                  <li key={starter}>
                    <button
                      type="button"
                      className={styles.starter}
                      disabled={!hydrated}
                      onClick={() => void askQuestion(starter)}
                    >
                      {starter}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {messages.map((message, index) =>
            message.role === "user" ? (
              <p key={message.id} className={styles.asked}>
                {message.content}
              </p>
            ) : (
              <AnswerMessage
                key={message.id}
                answer={answerView(message, messages[index - 1]?.content ?? "", answerTrees[message.id])}
                mayMakeShowreels={mayMakeShowreels}
              />
            ),
          )}
          {live && (
            <>
              <p className={styles.asked}>{live.question}</p>
              <AnswerMessage answer={liveView(live)} live mayMakeShowreels={false} />
            </>
          )}
          {error && (
            <p className={controls.error} role="alert">
              {error}
            </p>
          )}
          <div ref={end} />
        </div>
        <Composer
          streaming={Boolean(live)}
          hydrated={hydrated}
          scope={scope ? scope.title : "all your research"}
          onAsk={(question) => void askQuestion(question)}
          onStop={stop}
        />
      </section>
    </div>
  );
}

// A thread's messages and their parsed answers travel as one JSON text (src/lib/json-island.tsx).
export default jsonIsland(AssistantChat);
