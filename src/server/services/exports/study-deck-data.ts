import { asc, eq, inArray } from "drizzle-orm";
import { formatLongDay } from "@/lib/dates";
import { countryName, interviewMethodLabels, languageName } from "@/lib/labels";
import { formatClock } from "@/lib/media-time";
import { paths } from "@/lib/paths";
import type { Chart, Insight, InsightQuote } from "@/lib/schemas/insight";
import type { AccessContext } from "../../access/access-context";
import type { Database } from "../../db/client";
import { interviews, quotes, showreels } from "../../db/schema";
import { env } from "../../env";
import { documentText, htmlToBlocks, type TextBlock } from "../../util/html-text";
import { objectiveInsights } from "../objective-insights";
import { scopedShowreels } from "../showreels/showreel-query";
import { getStudyDetails } from "../studies/details";
import { loadStoredImages, type StoredImage } from "./stored-images";

/** At most this many quotes stand on an insight's slide (the issue: two or three). */
export const QUOTES_PER_INSIGHT = 3;

export interface DeckQuote {
  text: string;
  /** "Anna, 34, Denmark" */
  participant: string;
  /** "1:23–1:41", where the clip lies in its interview. */
  timeCode: string;
  interviewId: number;
  image: StoredImage | null;
}

export interface DeckInsight {
  title: string;
  content: TextBlock[];
  charts: Chart[];
  quotes: DeckQuote[];
}

export interface DeckBusinessQuestion {
  title: string;
  takeaways: TextBlock[];
  insights: DeckInsight[];
}

export interface DeckShowreel {
  title: string;
  type: "CURATED" | "CUSTOM";
  duration: string;
  image: StoredImage | null;
  /** The public page, only when links were asked for and the reel is published; never a media address. */
  publicUrl: string | null;
}

/** Everything a study's part of a deck shows, already scoped to the caller and written as text. */
export interface StudyDeck {
  title: string;
  projectTitle: string;
  clientName: string;
  /** [label, value] pairs: method, market, language, participants, dates. */
  facts: [string, string][];
  takeaways: TextBlock[];
  questions: DeckBusinessQuestion[];
  /** Insights that answer no business question. */
  otherInsights: DeckInsight[];
  showreels: DeckShowreel[];
}

const participantLine = (p: InsightQuote["participant"]) =>
  documentText(
    [p.name, p.age === null ? null : String(p.age), p.country ? countryName(p.country) : null]
      .filter((part): part is string => Boolean(part))
      .join(", "),
  );

/** A chart with its words as a document may hold them; its numbers untouched. */
const documentChart = (chart: Chart): Chart => ({
  ...chart,
  task: chart.task && { ...chart.task, text: documentText(chart.task.text) },
  points: chart.points.map((p) => ({ ...p, title: documentText(p.title) })),
});

/** The image of each quote as the quotes list shows it: the clip's own, else its interview's poster. */
async function quoteImages(database: Database, insights: Insight[]) {
  const ids = insights.flatMap((i) => i.quotes.slice(0, QUOTES_PER_INSIGHT).map((q) => q.id));
  if (!ids.length) return new Map<number, StoredImage>();
  const rows = await database
    .select({ id: quotes.id, assetId: interviews.thumbnailAssetId })
    .from(quotes)
    .innerJoin(interviews, eq(interviews.id, quotes.interviewId))
    .where(inArray(quotes.id, ids));
  const images = await loadStoredImages(
    database,
    rows.flatMap((r) => (r.assetId ? [r.assetId] : [])),
  );
  return new Map(rows.flatMap((r) => (r.assetId && images.has(r.assetId) ? [[r.id, images.get(r.assetId)!]] : [])));
}

/**
 * The deck content of one study the caller may see (another tenant's or a hidden project's study
 * is a 404, as on its pages): the same services the summary and insights pages read.
 */
export async function loadStudyDeck(
  database: Database,
  context: AccessContext,
  studyId: number,
  options: { publicShowreels: boolean },
): Promise<StudyDeck> {
  const details = await getStudyDetails(database, context, studyId);
  const [grouped, reelRows] = await Promise.all([
    objectiveInsights(database, context, studyId),
    scopedShowreels(database, context, eq(showreels.studyId, studyId)).orderBy(asc(showreels.type), asc(showreels.id)),
  ]);
  const allInsights = [...grouped.objectives.flatMap((o) => o.insights), ...grouped.unassigned];
  const [images, reelImages] = await Promise.all([
    quoteImages(database, allInsights),
    loadStoredImages(
      database,
      reelRows.flatMap((r) => (r.showreel.thumbnailAssetId ? [r.showreel.thumbnailAssetId] : [])),
    ),
  ]);
  const toInsight = (insight: Insight): DeckInsight => ({
    title: documentText(insight.title),
    content: htmlToBlocks(insight.content),
    charts: insight.charts.map(documentChart),
    quotes: insight.quotes.slice(0, QUOTES_PER_INSIGHT).map((q) => ({
      text: documentText(q.content),
      participant: participantLine(q.participant),
      timeCode: `${formatClock(q.start)}–${formatClock(q.end)}`,
      interviewId: q.interview.id,
      image: images.get(q.id) ?? null,
    })),
  });
  const { study, audience, participants } = details;
  const age = audience.ageMin !== null && audience.ageMax !== null ? `${audience.ageMin}–${audience.ageMax}` : "Any";
  return {
    title: documentText(study.title),
    projectTitle: documentText(study.project.title),
    clientName: documentText(study.client.name),
    facts: [
      ["Method", interviewMethodLabels[study.data_source] ?? study.data_source],
      ["Market", audience.countries.map(countryName).join(", ") || "—"],
      ["Language", languageName(audience.language)],
      ["Participants", `${participants.completed} of ${participants.required}, aged ${age}`],
      ["Started", formatLongDay(study.created_at)],
      ["Completed", formatLongDay(study.completed_at)],
    ],
    takeaways: htmlToBlocks(study.key_takeaways?.html),
    questions: grouped.objectives.map((o) => ({
      title: documentText(o.title),
      takeaways: htmlToBlocks(o.key_takeaways?.html),
      insights: o.insights.map(toInsight),
    })),
    otherInsights: grouped.unassigned.map(toInsight),
    // Rendered reels only: one still processing has no picture to show yet.
    showreels: reelRows
      .filter(({ showreel }) => showreel.status === "READY")
      .map(({ showreel, publicId }) => ({
        title: documentText(showreel.title),
        type: showreel.type,
        duration: formatClock(showreel.durationSeconds),
        image: showreel.thumbnailAssetId ? (reelImages.get(showreel.thumbnailAssetId) ?? null) : null,
        publicUrl:
          options.publicShowreels && showreel.published && publicId
            ? `${env().publicUrl}${paths.publicShowreel(publicId)}`
            : null,
      })),
  };
}
