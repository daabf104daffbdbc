import { eq, inArray, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AI_CONCURRENT_GENERATIONS_PER_CLIENT, AI_GENERATION_RETRY_AFTER_SECONDS } from "@/lib/constants";
import { aiMessages } from "@/lib/messages";
import { db } from "@/server/db/client";
import { aiGenerations, clients } from "@/server/db/schema";
import { call } from "@tests/fixtures/api-call";
import { contextOf } from "@tests/fixtures/contexts";
import { newDraft } from "@tests/fixtures/study-drafts";

const BRIEF = "We want to learn why families in Denmark choose our oat drink.";

const outline = (studyId: number, who: Parameters<typeof call>[0] = "admin@demo.test") =>
  call(who, "POST", "/api/v1/ai/study-outlines", { study_id: studyId, brief: BRIEF });

describe("AI generations a client may run at once", () => {
  it("20 at once from one client: the cap's worth start, the rest get 429 with Retry-After", async () => {
    const { id } = await newDraft();
    const answers = await Promise.all(Array.from({ length: 20 }, () => outline(id)));
    const started = answers.filter((answer) => answer.status === 202);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(started).toHaveLength(AI_CONCURRENT_GENERATIONS_PER_CLIENT);
    expect(refused).toHaveLength(20 - AI_CONCURRENT_GENERATIONS_PER_CLIENT);
    expect(refused[0]!.headers.get("retry-after")).toBe(String(AI_GENERATION_RETRY_AFTER_SECONDS));
    expect(refused[0]!.body).toEqual({ message: aiMessages.tooManyGenerations(AI_CONCURRENT_GENERATIONS_PER_CLIENT) });
    // Designs share the cap with outlines.
    const design = await call("admin@demo.test", "POST", "/api/v1/ai/study-designs", {
      study_id: id,
      brief: BRIEF,
      business_questions: ["Why do families switch?"],
    });
    expect(design.status).toBe(429);

    // Once they finish there is room again.
    const ids = started.map((answer) => answer.body.data.id as number);
    await db().update(aiGenerations).set({ status: "COMPLETED" }).where(inArray(aiGenerations.id, ids));
    expect((await outline(id)).status).toBe(202);
  });

  it("counts per client: another client's running generations leave this one its room", async () => {
    const admin = await contextOf("admin@demo.test");
    const [other] = await db().select({ id: clients.id }).from(clients).where(ne(clients.id, admin.clientId)).limit(1);
    const { id } = await newDraft();
    await db().update(aiGenerations).set({ status: "COMPLETED" }).where(eq(aiGenerations.clientId, admin.clientId));
    const running = Array.from({ length: AI_CONCURRENT_GENERATIONS_PER_CLIENT }, () => ({
      clientId: other!.id,
      studyId: null,
      kind: "OUTLINE" as const,
      input: {},
    }));
    await db().insert(aiGenerations).values(running);
    expect((await outline(id)).status).toBe(202);
  });

  it("forgets a generation stuck for twice its time limit, so a stopped worker locks no client out", async () => {
    const admin = await contextOf("admin@demo.test");
    const { id } = await newDraft();
    await db().update(aiGenerations).set({ status: "COMPLETED" }).where(eq(aiGenerations.clientId, admin.clientId));
    const stuck = Array.from({ length: AI_CONCURRENT_GENERATIONS_PER_CLIENT }, () => ({
      clientId: admin.clientId,
      studyId: id,
      kind: "OUTLINE" as const,
      input: {},
      createdAt: new Date(Date.now() - 3 * 60_000),
    }));
    await db().insert(aiGenerations).values(stuck);
    expect((await outline(id)).status).toBe(202);
  });
});
