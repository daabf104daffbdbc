/**
 * What /study-segments/{segment}/… and /study-segment-groups/{group}/… show (000 §2): the segment
 * or group, its study, the segments it covers and the content of one section, loaded for the
 * member asking. A segment outside the member's studies, or an item that is not of its segments,
 * is a missing object (null).
 */
import type { FeatureFlag } from "@/lib/constants";
import { parseId, SEGMENT_SECTIONS, type SegmentSection } from "@/lib/paths";
import type { Interview, Transcript } from "@/lib/schemas/interview";
import type { Quote } from "@/lib/schemas/quote";
import type { Objective, Segment } from "@/lib/schemas/segment";
import type { Study } from "@/lib/schemas/study";
import type { AccessContext } from "../access/access-context";
import { db } from "../db/client";
import { getInterview, listInterviews } from "../services/interviews/interviews";
import { getTranscript } from "../services/interviews/transcript";
import { getQuote, listQuotes } from "../services/quotes/quotes";
import { listObjectives } from "../services/segments/objectives";
import { itemInSegments, segmentIdsOf, segmentInsightTitles } from "../services/segments/segment-pages";
import { findSegment } from "../services/segments/find-segment";
import { getSegment } from "../services/segments/segments";
import { mayEditShowreels } from "../services/showreels/showreel-writes";
import { getStudy } from "../services/studies/read";
import { type QuotePageFilters, quotesSection, type QuotesSectionView } from "./quotes-section";
import { showreelSection, type ShowreelSectionView } from "./showreel-section";

export type SegmentKind = "study-segments" | "study-segment-groups";

/** The rest of a segment address: id, section (summary when absent) and an optional item. */
export interface SegmentAddress {
  id: number;
  section: SegmentSection;
  item: number | null;
}

/** Reads `{id}/{section?}/{item?}`; null when it is not one of the route table's addresses. */
function parseSegmentAddress(rest: string): SegmentAddress | null {
  const [idPart, sectionPart, itemPart, ...extra] = rest.split("/").filter(Boolean);
  const id = parseId(idPart);
  const section = (sectionPart ?? "summary") as SegmentSection;
  const item = itemPart ? parseId(itemPart) : null;
  const itemOk = !itemPart || (item !== null && section !== "details" && section !== "summary");
  if (id === null || !SEGMENT_SECTIONS.includes(section) || !itemOk || extra.length) return null;
  return { id, section, item };
}

/** An insight's title under its business question (null: the study's other insights). */
export type InsightTitle = Awaited<ReturnType<typeof segmentInsightTitles>>[number];

/** The content of a section (or of one item of it). */
export type SegmentContent =
  | { section: "details" }
  | { section: "summary"; objectives: Objective[]; insights: InsightTitle[] }
  | { section: "interviews"; interviews: Interview[] }
  | { section: "interview"; interview: Interview; transcript: Transcript }
  | { section: "quotes"; view: QuotesSectionView }
  | { section: "quote"; quote: Quote; canEditShowreels: boolean }
  | { section: "objectives"; objectives: Objective[] }
  | { section: "objective"; objective: Objective; insights: InsightTitle[]; quotes: Quote[] }
  | { section: "showreels"; view: ShowreelSectionView };

export interface SegmentPageView {
  kind: SegmentKind;
  segment: { id: number; title: string; studyId: number };
  study: Study;
  section: SegmentSection;
  /** The segments the page covers (the segment, or every segment of the group), in full. */
  segments: Segment[];
  segmentIds: number[];
  /** Cross-segment browsing of quotes: the study's flag or cross_segments_enabled=true (001 §2). */
  crossSegments: boolean;
  content: SegmentContent;
}

/** The most interviews, objectives and quotes of one business question a segment page lists. */
const LIST_LIMIT = 100;
const QUOTES_OF_ONE_OBJECTIVE = 6;

/** What a segment page reads of its address besides the path. */
export interface SegmentRequest {
  /** cross_segments_enabled=true */
  crossSegmentsParam: boolean;
  quoteFilters: QuotePageFilters;
}

/**
 * The page for the rest of its path (`{id}/{section?}/{item?}`), or null for an address that is
 * not one of the route table's, or a segment or item the member may not see.
 */
export async function segmentPage(
  context: AccessContext,
  flags: ReadonlySet<FeatureFlag>,
  kind: SegmentKind,
  rest: string,
  request: SegmentRequest,
): Promise<SegmentPageView | null> {
  const address = parseSegmentAddress(rest);
  if (!address) return null;
  const segment = await findSegment(db(), context, kind === "study-segments" ? "segment" : "group", address.id);
  if (!segment) return null;
  const segmentIds = await segmentIdsOf(db(), kind === "study-segments" ? "segment" : "group", segment.id);
  const { section, item } = address;
  if (item !== null && !(await itemInSegments(db(), section, item, segmentIds, segment.studyId))) return null;
  const [study, segments] = await Promise.all([
    getStudy(db(), context, segment.studyId),
    Promise.all(segmentIds.map((id) => getSegment(db(), context, id))),
  ]);
  const crossSegments = kind === "study-segments" && (request.crossSegmentsParam || study.is_cross_segments_enabled);
  const place = { context, flags, studyId: study.id, segmentIds, item, crossSegments, request };
  const content = await sectionContent(section, place);
  return { kind, segment, study, section, segments, segmentIds, crossSegments, content };
}

interface Place {
  context: AccessContext;
  flags: ReadonlySet<FeatureFlag>;
  studyId: number;
  segmentIds: number[];
  item: number | null;
  crossSegments: boolean;
  request: SegmentRequest;
}

async function sectionContent(section: SegmentSection, place: Place): Promise<SegmentContent> {
  const { context, studyId, segmentIds, item } = place;
  const scope = { study_id: studyId, segment_ids: segmentIds };
  switch (section) {
    case "details":
      return { section };
    case "summary": {
      const [objectives, insights] = await Promise.all([
        listObjectives(db(), context, { ...scope, limit: LIST_LIMIT }),
        segmentInsightTitles(db(), studyId, segmentIds),
      ]);
      return { section, objectives: objectives.data, insights };
    }
    case "interviews": {
      if (item !== null) {
        const [interview, transcript] = await Promise.all([
          getInterview(db(), context, item),
          getTranscript(db(), context, item),
        ]);
        return { section: "interview", interview, transcript };
      }
      const { data } = await listInterviews(db(), context, { ...scope, limit: LIST_LIMIT });
      return { section, interviews: data };
    }
    case "quotes":
      if (item !== null) {
        return {
          section: "quote",
          quote: await getQuote(db(), context, item),
          canEditShowreels: mayEditShowreels(context),
        };
      }
      return {
        section,
        view: await quotesSection(
          context,
          { studyId, segmentIds, crossSegments: place.crossSegments },
          place.request.quoteFilters,
        ),
      };
    case "objectives": {
      if (item === null) {
        const { data } = await listObjectives(db(), context, { ...scope, limit: LIST_LIMIT });
        return { section, objectives: data };
      }
      const [objectives, insights, quotes] = await Promise.all([
        listObjectives(db(), context, { ...scope, limit: LIST_LIMIT }),
        segmentInsightTitles(db(), studyId, segmentIds),
        listQuotes(db(), context, {
          ...scope,
          objective_ids: [item],
          limit: QUOTES_OF_ONE_OBJECTIVE,
          search_mode: "all",
        }),
      ]);
      const objective = objectives.data.find((o) => o.id === item)!;
      return {
        section: "objective",
        objective,
        insights: insights.filter((i) => i.objectiveId === item),
        quotes: quotes.data,
      };
    }
    case "showreels":
      return {
        section,
        view: await showreelSection(context, place.flags, { studyId, showreelId: item, segmentIds }),
      };
  }
}
