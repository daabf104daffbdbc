/**
 * An answer's Markdown as a syntax tree (mdast) without its source positions: what the answer
 * renderer reads. The server parses the answers a page opens with, so that page's browser needs
 * no parser (a sixth of its script); the browser parses only answers it streams or fetches.
 */
import type { Nodes, Root } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";

export type AnswerTree = Root;

export function answerTree(markdown: string): AnswerTree {
  const tree = fromMarkdown(markdown);
  withoutPositions(tree);
  return tree;
}

// Positions are a third of a tree's JSON, and nothing shows them.
function withoutPositions(node: Nodes) {
  delete node.position;
  if ("children" in node) for (const child of node.children) withoutPositions(child);
}
