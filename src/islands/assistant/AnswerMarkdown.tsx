import { useMemo } from "react";
import { answerTree } from "@/lib/answer-tree";
import { AnswerText, type AnswerTextProps } from "./AnswerText";

/** An answer's Markdown parsed in the browser (one it streams or fetches), then shown. */
export default function AnswerMarkdown({ markdown, ...props }: { markdown: string } & Omit<AnswerTextProps, "tree">) {
  const tree = useMemo(() => answerTree(markdown), [markdown]);
  return <AnswerText tree={tree} {...props} />;
}
