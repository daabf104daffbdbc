import type { Nodes, PhrasingContent, RootContent } from "mdast";
import { Fragment, type ReactNode } from "react";
import type { AnswerTree } from "@/lib/answer-tree";
import answerStyles from "./Answer.module.css";
import controls from "./Controls.module.css";

/*
 * An answer's Markdown as React elements: from its syntax tree (mdast, src/lib/answer-tree.ts),
 * only the node kinds an answer uses become elements. No HTML string is ever inserted, so neither
 * a model nor a quoted participant can put markup or script on the page; raw HTML in the text
 * shows as text.
 * [n] in text becomes the citation chip n, when the answer has that citation.
 */

export interface AnswerTextProps {
  tree: AnswerTree;
  /** The citation numbers to show as chips ([n] without a citation stays hidden). */
  cited: ReadonlySet<number>;
  onCite(n: number): void;
}

const MARKER = /\[(\d+)\]/g;

function textWithChips(text: string, props: AnswerTextProps, key: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKER)) {
    const n = Number(match[1]);
    parts.push(text.slice(last, match.index));
    if (props.cited.has(n)) {
      parts.push(
        <button
          key={`${key}-${match.index}`}
          type="button"
          className={controls.chip}
          aria-label={`Source ${n}`}
          onClick={() => props.onCite(n)}
        >
          {n}
        </button>,
      );
    }
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}

function render(node: Nodes, props: AnswerTextProps, key: string): ReactNode {
  const children = () =>
    "children" in node
      ? (node.children as (RootContent | PhrasingContent)[]).map((child, i) => render(child, props, `${key}.${i}`))
      : null;
  switch (node.type) {
    case "root":
      return <Fragment key={key}>{children()}</Fragment>;
    case "paragraph":
      return <p key={key}>{children()}</p>;
    case "heading":
      // Answers sit under the page's own headings: their levels start at h3.
      return node.depth <= 3 ? <h3 key={key}>{children()}</h3> : <h4 key={key}>{children()}</h4>;
    case "list":
      return node.ordered ? <ol key={key}>{children()}</ol> : <ul key={key}>{children()}</ul>;
    case "listItem":
      return <li key={key}>{children()}</li>;
    case "strong":
      return <strong key={key}>{children()}</strong>;
    case "emphasis":
      return <em key={key}>{children()}</em>;
    case "inlineCode":
      return <code key={key}>{node.value}</code>;
    case "code":
      return (
        <pre key={key}>
          <code>{node.value}</code>
        </pre>
      );
    case "blockquote":
      return <blockquote key={key}>{children()}</blockquote>;
    case "break":
      return <br key={key} />;
    case "thematicBreak":
      return <hr key={key} />;
    case "text":
      return <Fragment key={key}>{textWithChips(node.value, props, key)}</Fragment>;
    // Links and images in an answer are shown as their text: an answer links only through its citations.
    case "link":
    case "linkReference":
      return <Fragment key={key}>{children()}</Fragment>;
    case "image":
    case "imageReference":
      return node.alt ? <Fragment key={key}>{node.alt}</Fragment> : null;
    case "html":
      return <Fragment key={key}>{node.value}</Fragment>;
    default:
      return "children" in node ? <Fragment key={key}>{children()}</Fragment> : null;
  }
}

export function AnswerText(props: AnswerTextProps) {
  return <div className={answerStyles.answerText}>{render(props.tree, props, "md")}</div>;
}
