import { createRoute } from "@hono/zod-openapi";
import { dataEnvelope, idParamsSchema } from "@/lib/schemas/common";
import { quoteListQuerySchema, quoteListSchema, quoteSchema } from "@/lib/schemas/quote";
import { errorResponses, jsonContent } from "../../openapi/responses";

/** GET /api/v3/quotes: the quotes of the current client, searched, filtered and cursor-paged. */
export const listQuotesRoute = createRoute({
  method: "get",
  path: "/",
  operationId: "listQuotesV3",
  tags: ["Quotes"],
  summary: "List and search quotes",
  description: [
    "Full-text search over the quotes' content (English stemming: `prices` finds `price`).",
    "`search_mode` says how the words of `search` combine: `all` (default) every word must occur,",
    'with web-search syntax (`"exact phrase"`, `or`, `-excluded`); `any` at least one word; `phrase`',
    "the words next to each other in this order. With a search the best matches come first",
    "(cover-density rank, ties by id) within windows of the 1,000 newest matches, then the next",
    "1,000 older ones, and so on; `highlight` marks the matched words with `<mark>` in otherwise",
    "escaped HTML; without one, quotes come in interview order. `meta.total` counts the matching",
    "quotes up to 1,000 with a search and up to 10,000 without; `meta.total_capped` says that more match.",
    "Id lists are comma-separated. `task_ids` match a task and its subtasks, `subtask_ids` one",
    "subtask; `objective_ids` and `business_question_ids` are synonyms. `cursor` is the",
    "`meta.next_cursor` of the previous page, valid only with the same search.",
  ].join(" "),
  request: { query: quoteListQuerySchema },
  responses: {
    200: jsonContent(quoteListSchema, "A page of quotes"),
    ...errorResponses(401, 422),
  },
});

/** GET /api/v3/quotes/{id}. */
export const getQuoteRoute = createRoute({
  method: "get",
  path: "/{id}",
  operationId: "getQuoteV3",
  tags: ["Quotes"],
  summary: "Get a quote",
  request: { params: idParamsSchema },
  responses: {
    200: jsonContent(dataEnvelope(quoteSchema), "The quote"),
    ...errorResponses(401, 404, 422),
  },
});
