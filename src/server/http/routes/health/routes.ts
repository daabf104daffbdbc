import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { dataEnvelope } from "@/lib/schemas/common";
import { jsonContent } from "../../openapi/responses";

/** The states of a pg-boss job (`pgboss.job_state`), each counted by the health check. */
export const jobStates = ["created", "retry", "active", "completed", "cancelled", "failed"] as const;

/** What /api/health reports. */
export const healthSchema = z
  .object({
    status: z.enum(["ok", "degraded"]),
    database: z.object({
      ok: z.boolean(),
      latency_ms: z.number().meta({ description: "Round trip of `select 1`" }),
    }),
    queue: z.object({
      ok: z.boolean().meta({ description: "The queue tables could be read (false only on an error)" }),
      schema: z
        .boolean()
        .meta({ description: "pg-boss has installed its schema (it does on the worker's first start)" }),
      jobs: z.record(z.enum(jobStates), z.number().int().min(0)),
    }),
  })
  .meta({ id: "Health" });

export type Health = z.infer<typeof healthSchema>;

/** GET /api/health: 200 when the database and the queue answer, 503 when degraded. */
export const getHealthRoute = createRoute({
  method: "get",
  path: "/",
  operationId: "getHealth",
  tags: ["System"],
  summary: "Health of the database and the job queue",
  description: "Never fails: a broken dependency is reported as `degraded` with status 503.",
  responses: {
    200: jsonContent(dataEnvelope(healthSchema), "Everything answers"),
    503: jsonContent(dataEnvelope(healthSchema), "The database or the queue does not answer"),
  },
});
