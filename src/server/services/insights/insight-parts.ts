import { asc, eq, sql } from "drizzle-orm";
import type { Chart, InsightQuote } from "@/lib/schemas/insight";
import type { Database } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import { charts, insightQuotes, insightTasks, participants, quotes, showreels, tasks } from "../../db/schema";

/** What an insight carries beside its own row. */
export interface InsightParts {
  charts: Chart[];
  quotes: InsightQuote[];
  tasks: { id: number }[];
  showreel: { id: number; type: "CURATED" | "CUSTOM" } | null;
}

const empty = (): InsightParts => ({ charts: [], quotes: [], tasks: [], showreel: null });

// The parts' statements, prepared once per database with the insights' ids as one array: every
// insights page runs all four, and planning them cost more than running them.
const anyOfIds = sql`any(${sql.placeholder("ids")}::bigint[])`;
const chartsStatement = preparedPerDatabase((database) =>
  database
    .select({ chart: charts, task: { id: tasks.id, text: tasks.text, type: tasks.type } })
    .from(charts)
    .leftJoin(tasks, eq(tasks.id, charts.taskId))
    .where(sql`${charts.insightId} = ${anyOfIds}`)
    .orderBy(asc(charts.position), asc(charts.id))
    .prepare("insight_charts"),
);
const quotesStatement = preparedPerDatabase((database) =>
  database
    // The columns a quote card shows: not whole rows, whose search vector is most of a quote's bytes.
    .select({
      insightId: insightQuotes.insightId,
      quote: {
        id: quotes.id,
        content: quotes.content,
        start: quotes.start,
        end: quotes.end,
        interviewId: quotes.interviewId,
        segmentId: quotes.segmentId,
      },
      participant: {
        id: participants.id,
        name: participants.name,
        age: participants.age,
        country: participants.country,
      },
    })
    .from(insightQuotes)
    .innerJoin(quotes, eq(quotes.id, insightQuotes.quoteId))
    .innerJoin(participants, eq(participants.id, quotes.participantId))
    .where(sql`${insightQuotes.insightId} = ${anyOfIds}`)
    .orderBy(asc(insightQuotes.position), asc(quotes.id))
    .prepare("insight_quotes"),
);
const tasksStatement = preparedPerDatabase((database) =>
  database
    .select()
    .from(insightTasks)
    .where(sql`${insightTasks.insightId} = ${anyOfIds}`)
    .orderBy(asc(insightTasks.taskId))
    .prepare("insight_tasks"),
);
const showreelsStatement = preparedPerDatabase((database) =>
  database
    .select({ id: showreels.id, type: showreels.type, insightId: showreels.insightId })
    .from(showreels)
    .where(sql`${showreels.insightId} = ${anyOfIds}`)
    .orderBy(asc(showreels.id))
    .prepare("insight_showreels"),
);

/**
 * Charts (with their task), cited quotes (with their participant), tasks and showreel of many
 * insights at once: four queries whatever the number of insights. The caller has scoped the ids.
 */
export async function loadInsightParts(database: Database, ids: number[]): Promise<Map<number, InsightParts>> {
  const parts = new Map(ids.map((id) => [id, empty()]));
  if (!ids.length) return parts;
  const [chartRows, quoteRows, taskRows, reelRows] = await Promise.all([
    chartsStatement(database).execute({ ids }),
    quotesStatement(database).execute({ ids }),
    tasksStatement(database).execute({ ids }),
    showreelsStatement(database).execute({ ids }),
  ]);
  for (const { chart, task } of chartRows) {
    parts.get(chart.insightId)!.charts.push({
      id: chart.id,
      kind: chart.kind,
      points: chart.points,
      task,
      average_value: chart.averageValue,
      total_count: chart.totalCount,
    });
  }
  for (const { insightId, quote, participant } of quoteRows) {
    parts.get(insightId)!.quotes.push({
      id: quote.id,
      content: quote.content,
      start: quote.start,
      end: quote.end,
      participant: { id: participant.id, name: participant.name, age: participant.age, country: participant.country },
      interview: { id: quote.interviewId },
      segment: quote.segmentId ? { id: quote.segmentId } : null,
    });
  }
  for (const row of taskRows) parts.get(row.insightId)!.tasks.push({ id: row.taskId });
  for (const reel of reelRows) {
    const part = parts.get(reel.insightId!)!;
    part.showreel ??= { id: reel.id, type: reel.type };
  }
  return parts;
}
