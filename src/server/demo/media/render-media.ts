/**
 * Renders every media file of the demo before the seed's transaction opens: interview videos
 * (two at a time, one per core) and material images, all through content-hash caches, then
 * records each file's size and hash for its media asset row.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { renderInterviewCached } from "../../media/media-cache";
import type { InterviewRenderInput } from "../../media/render-interview";
import { runLimited } from "../../media/run-limited";
import { countryNames } from "../content/names";
import type { BuiltInterview, BuiltStudy, DemoWorld } from "../build/types";
import type { MediaFacts, StoredFile } from "./layout";
import { renderStimulusCached } from "./stimulus-image";

/** The longest task instruction a scene shows before it is cut with an ellipsis. */
const SCENE_TITLE_CHARS = 90;

/**
 * What the participant's screen shows during each task: the material it presents (a concept, a
 * pack, a shelf) or else the task's instruction, as a person watching the recording would see it.
 */
function scenesOf(study: BuiltStudy, interview: BuiltInterview): InterviewRenderInput["scenes"] {
  return interview.sections.flatMap((section) =>
    section.tasks.map((task) => {
      const [s, t] = task.task.split(".").map(Number);
      const content = study.design[s ?? -1]?.tasks[t ?? -1];
      const material =
        content?.materials?.[0] === undefined ? undefined : study.content.materials[content.materials[0]];
      const text = (material?.title ?? content?.text ?? "").replace(/\s+/g, " ").trim();
      const title = text.length > SCENE_TITLE_CHARS ? `${text.slice(0, SCENE_TITLE_CHARS - 1).trimEnd()}…` : text;
      return { start: task.start, end: task.end, title };
    }),
  );
}

/** What the renderer needs to draw and voice one interview. */
export function renderInput(study: BuiltStudy, interview: BuiltInterview): InterviewRenderInput {
  const p = interview.participant;
  return {
    key: interview.key,
    participant: { name: p.name, age: p.age, country: countryNames[p.country] },
    language: interview.language,
    duration: interview.duration,
    utterances: interview.sections.flatMap((section) =>
      section.tasks.flatMap((task) =>
        task.chunks.map((c) => ({
          start: c.start,
          end: c.end,
          text: c.text,
          ...(c.original ? { originalText: c.original } : {}),
        })),
      ),
    ),
    scenes: scenesOf(study, interview),
  };
}

async function measure(dataDir: string, file: StoredFile): Promise<void> {
  const absolute = path.join(dataDir, file.storageKey);
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(absolute)) hash.update(chunk as Buffer);
  file.size = (await fs.stat(absolute)).size;
  file.contentHash = hash.digest("hex");
}

export interface RenderReport {
  interviews: number;
  rendered: number;
  cached: number;
}

/** Renders (or links from the cache) every file of `facts` under `dataDir`, filling sizes and hashes. */
export async function renderMedia(
  world: DemoWorld,
  facts: MediaFacts,
  options: { dataDir: string; cacheDir?: string; concurrency?: number; log?: (line: string) => void },
): Promise<RenderReport> {
  const { dataDir } = options;
  const cacheDir = options.cacheDir ?? path.join(dataDir, "cache", "media");
  const jobs = world.studies.flatMap((study) => study.interviews.map((interview) => ({ study, interview })));
  let done = 0;
  let cached = 0;
  const results = await runLimited(jobs, options.concurrency ?? 2, async ({ study, interview }) => {
    const files = facts.interviews.get(interview.key);
    if (!files) throw new Error(`No media layout for ${interview.key}`);
    const folder = path.join(dataDir, path.dirname(files.video.storageKey));
    const result = await renderInterviewCached(renderInput(study, interview), folder, { cacheDir });
    if (result.cached) cached++;
    done++;
    if (done % 8 === 0 || done === jobs.length) options.log?.(`Interview videos ${done}/${jobs.length}`);
    return result;
  });
  const stimuli = world.studies.flatMap((study) =>
    study.content.materials.flatMap((material) => {
      const file = material.fileName ? facts.materials.get(`${study.content.key}/${material.fileName}`) : undefined;
      return file ? [{ file, stimulus: { title: material.title, caption: material.caption ?? "" } }] : [];
    }),
  );
  await runLimited(stimuli, 2, ({ file, stimulus }) =>
    renderStimulusCached(stimulus, path.join(dataDir, file.storageKey), cacheDir),
  );
  const all = [
    ...[...facts.interviews.values()].flatMap((files) => Object.values(files)),
    ...stimuli.map((s) => s.file),
  ];
  await runLimited(all, 4, (file) => measure(dataDir, file));
  return { interviews: results.length, rendered: results.length - cached, cached };
}
