import { z } from "zod";

/**
 * A list of positive ids in a query string: `1,2,3` (or the parameter repeated). An empty value
 * means no filter; anything that is not a positive integer is a 422 on that parameter.
 */
export const idListSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value, ctx) => {
    const parts = (Array.isArray(value) ? value.join(",") : value).split(",").filter((p) => p.trim() !== "");
    const ids = parts.map((p) => Number(p.trim()));
    if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0) || ids.length > 100) {
      ctx.addIssue({ code: "custom", message: "Each id must be a positive integer (at most 100 ids)." });
      return z.NEVER;
    }
    return [...new Set(ids)];
  })
  .meta({ description: "Comma-separated ids, e.g. `1,2,3`.", example: "1,2" })
  .optional();
