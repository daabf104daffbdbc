import { z } from "zod";
import { messages } from "../messages";

/** A title as the study and project title edits take it. */
const title = z.string().trim().min(1, messages.required).max(200);

/** PUT /studies/{id} (title) and PUT /projects/{id}. */
export const titleUpdateSchema = z.strictObject({ title }).meta({ id: "TitleUpdate" });

/** The fields a project list may ask for (001 §7 fields, joined by comma). */
export const PROJECT_FIELDS = ["id", "title", "client_created", "studies", "created_at"] as const;
type ProjectField = (typeof PROJECT_FIELDS)[number];

/** A project (001 §3): id, title, client_created and its visible studies. */
export const projectSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    client_created: z.boolean(),
    created_at: z.iso.datetime({ offset: true }),
    studies: z.array(z.object({ id: z.number().int(), title: z.string() })),
  })
  .meta({ id: "Project" });

/** A project in a list: every field, or only those `fields` asked for. */
export const projectListItemSchema = projectSchema.partial().meta({ id: "ProjectListItem" });

const fieldList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((f) => f.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(PROJECT_FIELDS)).min(1, messages.required));

/** GET /projects (001 §7: clientId, page, perPage, fields joined by comma). */
export const projectListQuerySchema = z.object({
  clientId: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(15),
  fields: fieldList.optional(),
});

export type TitleUpdate = z.infer<typeof titleUpdateSchema>;
export type Project = z.infer<typeof projectSchema>;
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;
export type { ProjectField };
