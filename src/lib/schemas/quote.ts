import { z } from "zod";
import { TASK_TYPES } from "../constants";
import { cursorMetaSchema, cursorQuerySchema } from "./common";
import { idListSchema } from "./id-list";

/** How the words of a quote search combine (documented in the OpenAPI description). */
export const QUOTE_SEARCH_MODES = ["all", "any", "phrase"] as const;
export type QuoteSearchMode = (typeof QUOTE_SEARCH_MODES)[number];

/** Who said it, as quote and interview lists show them. */
export const participantSchema = z
  .object({ id: z.number().int(), name: z.string(), age: z.number().int().nullable(), country: z.string().nullable() })
  .meta({ id: "Participant" });

/** A quote (001 §3): a clip of an interview, from start to end seconds. */
export const quoteSchema = z
  .object({
    id: z.number().int(),
    study_id: z.number().int(),
    content: z.string(),
    /** The content as safe HTML with the words that matched the search in `<mark>`; escaped text otherwise. */
    highlight: z.string(),
    language: z.string(),
    start: z.number(),
    end: z.number(),
    thumbnail: z.string().nullable(),
    participant: participantSchema,
    task: z
      .object({
        id: z.number().int(),
        html: z.string(),
        text: z.string(),
        type: z.enum(TASK_TYPES),
        parent_id: z.number().int().nullable(),
      })
      .nullable(),
    segment: z.object({ id: z.number().int(), socrat_study_id: z.number().int().nullable() }).nullable(),
    interview: z.object({ id: z.number().int() }),
  })
  .meta({ id: "Quote" });
export type Quote = z.infer<typeof quoteSchema>;

/** Query of GET /v3/quotes. */
export const quoteListQuerySchema = cursorQuerySchema.extend({
  study_id: z.coerce.number().int().positive().optional(),
  search: z.string().trim().max(200).optional(),
  search_mode: z.enum(QUOTE_SEARCH_MODES).default("all"),
  segment_ids: idListSchema,
  task_ids: idListSchema,
  subtask_ids: idListSchema,
  objective_ids: idListSchema,
  business_question_ids: idListSchema,
  showreel_ids: idListSchema,
  quote_ids: idListSchema,
  // Only English translations are loaded (001 §1): the one accepted value returns the stored text.
  translation: z.enum(["en"]).optional(),
  client_id: z.coerce.number().int().positive().optional(),
});
export type QuoteListQuery = z.infer<typeof quoteListQuerySchema>;
/** The query as the browser builds it (ids as arrays before they are joined). */
export type QuoteListInput = z.input<typeof quoteListQuerySchema>;

/** The meta of a quotes page: the cursor, and how many quotes match, counted up to a cap. */
export const quoteListMetaSchema = cursorMetaSchema
  .extend({
    /** Quotes matching the search and filters: at most QUOTE_SEARCH.rankWindow with a search, QUOTE_SEARCH.countCap without. */
    total: z.number().int().min(0),
    /** Whether counting stopped at the cap: more quotes match than `total` ("1,000+ quotes"). */
    total_capped: z.boolean(),
  })
  .meta({ id: "QuoteListMeta" });

/** GET /v3/quotes: a cursor list of quotes with their capped count. */
export const quoteListSchema = z.object({ data: z.array(quoteSchema), meta: quoteListMetaSchema });
export type QuoteList = z.infer<typeof quoteListSchema>;

const option = z.object({ id: z.number().int(), label: z.string() });

/** What the quotes page's filters offer: the study's tasks (with subtasks), segments and business questions. */
export const quoteFilterOptionsSchema = z.object({
  tasks: z.array(option.extend({ objective_id: z.number().int().nullable(), subtasks: z.array(option) })),
  segments: z.array(option),
  objectives: z.array(option),
});
export type QuoteFilterOptions = z.infer<typeof quoteFilterOptionsSchema>;
