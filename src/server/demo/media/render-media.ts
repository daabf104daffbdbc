/**
 * The demo's media files: what an interview's render is made from, its material images (made by
 * the seed), and the size and hash of a made file for its row.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import type { InterviewRenderInput } from "../../media/render-interview";
import { runLimited } from "../../media/run-limited";
import { storeWritten } from "../../storage/store";
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

/** Fills `file`'s size and SHA-256 from the local file at `absolute`. */
export async function measure(absolute: string, file: StoredFile): Promise<void> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(absolute)) hash.update(chunk as Buffer);
  file.size = (await fs.stat(absolute)).size;
  file.contentHash = hash.digest("hex");
}

/**
 * Renders (or links from the cache) the study material images of `facts` and stores them, two at
 * a time, filling their sizes and hashes. A single frame each: the seed makes them before it
 * writes its rows, while the interview videos are left to the job queue.
 */
export async function renderMaterialImages(world: DemoWorld, facts: MediaFacts, cacheDir: string): Promise<number> {
  const stimuli = world.studies.flatMap((study) =>
    study.content.materials.flatMap((material) => {
      const file = material.fileName ? facts.materials.get(`${study.content.key}/${material.fileName}`) : undefined;
      return file ? [{ file, stimulus: { title: material.title, caption: material.caption ?? "" } }] : [];
    }),
  );
  await runLimited(stimuli, 2, async ({ file, stimulus }) => {
    await storeWritten(file.storageKey, file.mimeType, async (local) => {
      await renderStimulusCached(stimulus, local, cacheDir);
      await measure(local, file);
    });
  });
  return stimuli.length;
}
