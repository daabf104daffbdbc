import { z } from "zod";

/**
 * A list of positive ids in a query string, written either comma-separated (`segment_ids=1,2`) or
 * as repeated keys (`segment_ids=1&segment_ids=2`). Anything else is a 422 on that field.
 */
export const idListSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(",")))
  .transform((parts) => parts.map((part) => part.trim()).filter(Boolean))
  .pipe(z.array(z.coerce.number<string>().int().positive()).max(100))
  .meta({ description: "Ids, comma-separated or repeated", example: "1,2" });
