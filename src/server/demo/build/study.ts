/** Builds one study of the demo world: interviews and everything derived from them. */
import { DEMO_INTERVIEWS_PER_STUDY } from "../../../lib/constants";
import { hasInterviews } from "../content/studies";
import type { StudyContent } from "../content/types";
import { chartsFor } from "./charts";
import { pathOfKey, resolveDesign, taskAt, tasksOf } from "./design";
import { castParticipants } from "./participants";
import { randomFor } from "./prng";
import { pickQuotes, quotesOf } from "./quotes";
import { buildScript } from "./script";
import { fillTokens, htmlToText, type TokenSource } from "./tokens";
import type { BuiltInterview, BuiltStudy } from "./types";

const DAY_MS = 86_400_000;

/** Spreads recording times over fieldwork: from two days after creation to the completion day. */
function recordedAt(study: StudyContent, index: number, count: number, jitter: number): string {
  const from = Date.parse(study.createdAt) + 2 * DAY_MS;
  const to = Date.parse(study.completedAt ?? study.createdAt) - DAY_MS / 4;
  const at = from + ((to - from) * (index + jitter * 0.8)) / count;
  return new Date(Math.round(at / 60_000) * 60_000).toISOString();
}

/** The study with its interviews, charts, quotes, insights and showreels (all derived, all seeded). */
export function buildStudy(study: StudyContent): BuiltStudy {
  const { objectives, design } = resolveDesign(study);
  if (!hasInterviews(study)) {
    return {
      content: study,
      objectives,
      design,
      keyTakeaways: study.keyTakeaways,
      interviews: [],
      charts: [],
      quotes: [],
      insights: [],
      showreels: [],
    };
  }
  const random = randomFor(`study:${study.key}`);
  const castings = castParticipants(study, DEMO_INTERVIEWS_PER_STUDY, random);
  const interviews: BuiltInterview[] = castings.map((casting) => {
    const script = buildScript(design, casting, study.key);
    return {
      key: `${study.key}-${casting.index + 1}`,
      index: casting.index,
      ...(casting.segment ? { segment: casting.segment.key } : {}),
      persona: casting.persona,
      participant: casting.participant,
      language: casting.participant.language,
      duration: script.duration,
      recordedAt: recordedAt(study, casting.index, castings.length, random()),
      sections: script.sections,
      answers: script.answers,
    };
  });

  const answersOf = (path: string) => interviews.flatMap((i) => i.answers.filter((a) => a.task === path));
  const charts = tasksOf(design).flatMap(({ path, task }) => chartsFor(task, path, answersOf(path)));
  const source: TokenSource = {
    task: (key) => taskAt(design, pathOfKey(design, key)),
    answers: (key) => answersOf(pathOfKey(design, key)),
  };
  const fill = (text: string) => fillTokens(text, source);

  const introPath = tasksOf(design).find((entry) => entry.task.key === "intro")?.path;
  const quotes = interviews.flatMap((interview) => quotesOf(interview, introPath));
  const insights = (study.insights ?? []).map((insight, i) => {
    const tasks = insight.tasks.map((key) => pathOfKey(design, key));
    const content = fill(insight.content);
    return {
      objective: insight.objective,
      title: fill(insight.title),
      content,
      contentText: htmlToText(content),
      tasks,
      quotes: pickQuotes(quotes, tasks, 3, randomFor(`insight:${study.key}:${i}`)).map((q) => q.key),
      charts: charts.filter((chart) => tasks.includes(chart.task)),
    };
  });
  const showreels = (study.showreels ?? []).map((reel, i) => {
    const tasks = reel.tasks.map((key) => pathOfKey(design, key));
    const picked = pickQuotes(quotes, tasks, reel.clips, randomFor(`showreel:${study.key}:${i}`));
    const duration = Math.round(picked.reduce((total, q) => total + (q.end - q.start), 0) * 10) / 10;
    return {
      type: reel.type,
      title: reel.title,
      description: reel.description,
      ...(reel.objective !== undefined ? { objective: reel.objective } : {}),
      ...(reel.insight !== undefined ? { insight: reel.insight } : {}),
      quotes: picked.map((q) => q.key),
      published: reel.published ?? false,
      ...(reel.createdBy ? { createdBy: reel.createdBy } : {}),
      duration,
    };
  });

  const filledObjectives = objectives.map((objective) =>
    objective.keyTakeaways
      ? {
          ...objective,
          keyTakeaways: { text: fill(objective.keyTakeaways.text), html: fill(objective.keyTakeaways.html) },
        }
      : objective,
  );
  const keyTakeaways = study.keyTakeaways
    ? { text: fill(study.keyTakeaways.text), html: fill(study.keyTakeaways.html) }
    : undefined;
  return {
    content: study,
    objectives: filledObjectives,
    design,
    keyTakeaways,
    interviews,
    charts,
    quotes,
    insights,
    showreels,
  };
}
