import { buildDeck, type DeckInput } from "./deck/build-deck";
import type { DesignDoc } from "./design-doc-data";
import { buildDesignDoc } from "./word/build-design-doc";

/** A document to build: the data is read already; building it is CPU work only. */
export type OfficeTask = { kind: "deck"; input: DeckInput } | { kind: "design-doc"; doc: DesignDoc; exportedAt: Date };

/** Builds one document (in a worker thread of office-pool.ts, or here when there is none). */
export async function runOfficeTask(task: OfficeTask): Promise<Uint8Array> {
  return task.kind === "deck" ? buildDeck(task.input) : buildDesignDoc(task.doc, task.exportedAt);
}
