/** Rows of a study's findings: quotes, insights with their charts, showreels and their clips. */
import { randomBytes } from "node:crypto";
import {
  charts,
  insightQuotes,
  insightTasks,
  insights,
  publishedShowreels,
  quotes,
  showreelQuotes,
  showreels,
} from "../../db/schema";
import { parentPath } from "../build/design";
import type { BuiltStudy } from "../build/types";
import { at, hoursAfter, type SeedContext } from "./context";
import type { InterviewIds } from "./interview-rows";
import { IdMap } from "./plan";
import type { StudyIds } from "./study-rows";

/** Plans quotes, insights (with charts) and showreels of a completed study. */
export function planFindings(built: BuiltStudy, study: StudyIds, interviewIds: InterviewIds, ctx: SeedContext): void {
  const { plan, ids } = ctx;
  const content = built.content;
  const completedAt = at(content.completedAt ?? content.createdAt);
  const quoteIds = new IdMap("quote");
  for (const quote of built.quotes) {
    const id = quoteIds.set(quote.key, plan.nextId(quotes));
    plan.push(quotes, {
      id,
      clientId: study.clientId,
      studyId: study.studyId,
      segmentId: interviewIds.segmentOf.get(quote.interview) ?? null,
      interviewId: interviewIds.interviews.get(quote.interview),
      participantId: interviewIds.participants.get(quote.interview),
      taskId: study.tasks.get(quote.task),
      // The English words; the spoken original stays on the transcript chunk at the same time.
      content: quote.text,
      language: quote.language,
      start: quote.start,
      end: quote.end,
      createdAt: completedAt,
    });
  }

  const insightIds = built.insights.map((insight, position) => {
    const id = plan.nextId(insights);
    plan.push(insights, {
      id,
      studyId: study.studyId,
      objectiveId: study.objectives[insight.objective] ?? null,
      title: insight.title,
      content: insight.content,
      contentText: insight.contentText,
      language: "en",
      position,
      createdAt: completedAt,
    });
    const taskIds = [...new Set(insight.tasks.map((path) => study.tasks.get(parentPath(path))))];
    plan.push(insightTasks, ...taskIds.map((taskId) => ({ insightId: id, taskId })));
    plan.push(
      insightQuotes,
      ...insight.quotes.map((key, i) => ({ insightId: id, quoteId: quoteIds.get(key), position: i })),
    );
    plan.push(
      charts,
      ...insight.charts.map((chart, i) => ({
        id: plan.nextId(charts),
        insightId: id,
        taskId: study.tasks.get(chart.task),
        kind: chart.kind,
        points: chart.points,
        averageValue: chart.averageValue,
        totalCount: chart.totalCount,
        position: i,
      })),
    );
    return id;
  });

  built.showreels.forEach((reel, i) => {
    const id = plan.nextId(showreels);
    const createdBy = reel.createdBy ?? content.producers[0];
    const createdAt = hoursAfter(content.completedAt ?? content.createdAt, reel.type === "CUSTOM" ? 72 + i : 2 + i);
    const createdByUserId = createdBy ? ids.users.get(createdBy) : null;
    plan.push(showreels, {
      id,
      clientId: study.clientId,
      studyId: study.studyId,
      objectiveId: reel.objective !== undefined ? (study.objectives[reel.objective] ?? null) : null,
      insightId: reel.insight !== undefined ? (insightIds[reel.insight] ?? null) : null,
      type: reel.type,
      title: reel.title,
      description: reel.description,
      // Not rendered by the seed: the showreel job renders CREATED reels from their clips.
      status: "CREATED",
      published: reel.published,
      durationSeconds: reel.duration,
      createdByUserId,
      createdAt,
      updatedAt: createdAt,
    });
    plan.push(
      showreelQuotes,
      ...reel.quotes.map((key, position) => ({
        id: plan.nextId(showreelQuotes),
        showreelId: id,
        quoteId: quoteIds.get(key),
        position,
      })),
    );
    if (reel.published) {
      // The public id is the unguessable part of the public link: random on every seed.
      plan.push(publishedShowreels, {
        id: randomBytes(16).toString("base64url"),
        showreelId: id,
        clientId: study.clientId,
        studyId: study.studyId,
        insightId: reel.insight !== undefined ? (insightIds[reel.insight] ?? null) : null,
        projectId: ids.projects.get(content.project),
        createdByUserId,
        createdAt,
      });
    }
  });
}
