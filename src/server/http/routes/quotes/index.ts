import { createSignedInRouter } from "../../create-router";
import { handleGetQuote, handleListQuotes } from "./handlers";
import { getQuoteRoute, listQuotesRoute } from "./routes";

/** /api/v3/quotes, mounted by app.ts. */
export const quotesRouter = createSignedInRouter()
  .openapi(listQuotesRoute, handleListQuotes)
  .openapi(getQuoteRoute, handleGetQuote);
