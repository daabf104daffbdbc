/** Rows of a study's interviews: media assets, participants, transcripts and answers. */
import {
  interviews,
  mediaAssets,
  participants,
  taskAnswers,
  transcriptChunks,
  transcriptSections,
  transcriptTasks,
  transcripts,
  type AnswerValue,
} from "../../db/schema";
import { HEIGHT, WIDTH } from "../../media/interview-graph";
import type { BuiltAnswer, BuiltInterview, BuiltStudy } from "../build/types";
import type { StoredFile } from "../media/layout";
import { escapeHtml, paragraph, type SeedContext } from "./context";
import { optionId } from "./design-rows";
import { IdMap } from "./plan";
import type { StudyIds } from "./study-rows";

/** Ids of a study's interviews and participants, by interview key. */
export interface InterviewIds {
  interviews: IdMap;
  participants: IdMap;
  /** Segment id of each interview (null without segments), by interview key. */
  segmentOf: Map<string, number | null>;
}

// Five of every eight videos are published (publish_videos toggles the rest).
const PUBLISHED_PER_EIGHT = 5;

function answerValue(answer: BuiltAnswer, type: string): AnswerValue {
  const value: AnswerValue = { text: answer.text };
  if (answer.score !== undefined) value.score = answer.score;
  if (answer.choices && type === "CHECKBOX") value.choices = answer.choices.map(optionId);
  if (answer.choices && type === "RADIO") value.choice = optionId(answer.choices[0] ?? 0);
  if (answer.seconds !== undefined) {
    value.durationSeconds = answer.seconds;
    // Observations keep their outcome as the choice (COMPLETED, WITH_DIFFICULTY, FAILED).
    value.choice = answer.outcome ?? "COMPLETED";
  }
  return value;
}

function planAsset(
  ctx: SeedContext,
  clientId: number,
  file: StoredFile,
  extra: { kind: "VIDEO" | "SUBTITLES" | "IMAGE"; lang?: string; duration?: number; width?: number; height?: number },
  createdAt: Date,
): number {
  const id = ctx.plan.nextId(mediaAssets);
  ctx.plan.push(mediaAssets, {
    id,
    clientId,
    kind: extra.kind,
    storageKey: file.storageKey,
    mimeType: file.mimeType,
    size: file.size,
    durationSeconds: extra.duration ?? null,
    width: extra.width ?? null,
    height: extra.height ?? null,
    lang: extra.lang ?? null,
    contentHash: file.contentHash,
    pending: file.pending,
    createdAt,
  });
  return id;
}

function planInterview(
  interview: BuiltInterview,
  built: BuiltStudy,
  study: StudyIds,
  ctx: SeedContext,
  ids: InterviewIds,
): void {
  const { plan } = ctx;
  const media = ctx.media.interviews.get(interview.key);
  if (!media) throw new Error(`No media layout for ${interview.key}`);
  const recordedAt = new Date(interview.recordedAt);
  const segmentId = interview.segment ? study.segments.get(interview.segment) : null;
  ids.segmentOf.set(interview.key, segmentId);
  const p = interview.participant;
  const participantId = ids.participants.set(interview.key, plan.nextId(participants));
  plan.push(participants, {
    id: participantId,
    clientId: study.clientId,
    studyId: study.studyId,
    segmentId,
    name: p.name,
    age: p.age,
    country: p.country,
    gender: p.gender,
    language: p.language,
    device: p.device,
    createdAt: recordedAt,
  });

  const video = planAsset(
    ctx,
    study.clientId,
    media.video,
    { kind: "VIDEO", duration: interview.duration, width: WIDTH, height: HEIGHT },
    recordedAt,
  );
  const subtitlesEn = planAsset(ctx, study.clientId, media.subtitlesEn, { kind: "SUBTITLES", lang: "en" }, recordedAt);
  const subtitlesOriginal = planAsset(
    ctx,
    study.clientId,
    media.subtitlesOriginal,
    { kind: "SUBTITLES", lang: interview.language },
    recordedAt,
  );
  // No thumbnail asset here: the interview-thumbnail job makes the posters from the videos after the first start.
  const interviewId = ids.interviews.set(interview.key, plan.nextId(interviews));
  plan.push(interviews, {
    id: interviewId,
    clientId: study.clientId,
    studyId: study.studyId,
    segmentId,
    participantId,
    language: interview.language,
    durationSeconds: interview.duration,
    published: interview.index < PUBLISHED_PER_EIGHT,
    videoAssetId: video,
    subtitlesEnAssetId: subtitlesEn,
    subtitlesOriginalAssetId: subtitlesOriginal,
    recordedAt,
    createdAt: recordedAt,
  });

  const transcriptId = plan.nextId(transcripts);
  plan.push(transcripts, { id: transcriptId, interviewId, language: interview.language, createdAt: recordedAt });
  interview.sections.forEach((section, sPosition) => {
    const sectionRowId = plan.nextId(transcriptSections);
    const sectionText = section.tasks.flatMap((task) => task.chunks.map((chunk) => chunk.text)).join(" ");
    plan.push(transcriptSections, {
      id: sectionRowId,
      transcriptId,
      sectionId: study.sections[section.section] ?? null,
      position: sPosition,
      start: section.start,
      end: section.end,
      text: sectionText,
      html: section.tasks.map((task) => paragraph(task.chunks.map((c) => c.text).join(" "))).join(""),
    });
    section.tasks.forEach((task, tPosition) => {
      const taskRowId = plan.nextId(transcriptTasks);
      const text = task.chunks.map((chunk) => chunk.text).join(" ");
      plan.push(transcriptTasks, {
        id: taskRowId,
        transcriptSectionId: sectionRowId,
        taskId: study.tasks.get(task.task),
        type: task.type,
        position: tPosition,
        start: task.start,
        end: task.end,
        text,
        html: task.chunks
          .map((chunk) => `<span data-start="${chunk.start}" data-end="${chunk.end}">${escapeHtml(chunk.text)}</span>`)
          .join(" "),
      });
      plan.push(
        transcriptChunks,
        ...task.chunks.map((chunk, position) => ({
          id: plan.nextId(transcriptChunks),
          transcriptTaskId: taskRowId,
          position,
          start: chunk.start,
          end: chunk.end,
          text: chunk.text,
          originalText: chunk.original ?? null,
        })),
      );
    });
  });
  plan.push(
    taskAnswers,
    ...interview.answers.map((answer) => {
      const type = taskType(built, answer.task);
      return {
        id: plan.nextId(taskAnswers),
        interviewId,
        taskId: study.tasks.get(answer.task),
        value: answerValue(answer, type),
      };
    }),
  );
}

function taskType(built: BuiltStudy, path: string): string {
  const [s, t] = path.split(".").map(Number);
  return built.design[s ?? -1]?.tasks[t ?? -1]?.type ?? "FREE_TEXT";
}

/** Plans every interview of a study. */
export function planInterviews(built: BuiltStudy, study: StudyIds, ctx: SeedContext): InterviewIds {
  const ids: InterviewIds = {
    interviews: new IdMap("interview"),
    participants: new IdMap("participant"),
    segmentOf: new Map(),
  };
  for (const interview of built.interviews) planInterview(interview, built, study, ctx, ids);
  return ids;
}
