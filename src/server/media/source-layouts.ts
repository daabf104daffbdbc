import { LRUCache } from "lru-cache";
import { readSourceLayout, type SourceLayout } from "./source-layout";

/** Layouts by source identity: a reel's clips share few interviews, and sources never change in place. */
const layouts = new LRUCache<string, Promise<SourceLayout>>({ max: 500 });

/** A source's layout, read once per process for each source identity (its content hash or storage key). */
export function sourceLayout(source: { videoPath: string; sourceKey: string }): Promise<SourceLayout> {
  const key = `${source.sourceKey}\u0000${source.videoPath}`;
  let found = layouts.get(key);
  if (!found) {
    found = readSourceLayout(source.videoPath);
    // A failed read is not remembered: the next render reads the file again.
    found.catch(() => layouts.delete(key));
    layouts.set(key, found);
  }
  return found;
}
