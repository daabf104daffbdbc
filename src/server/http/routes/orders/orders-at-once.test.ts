import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { studyTemplates } from "@/server/db/schema";
import { specialistRecruitment } from "@tests/fixtures/recruitment";
import { call } from "@tests/fixtures/team-requests";

const order = (who: string, studyId: number) =>
  call(who, "POST", "/api/orders", { study_id: studyId, terms_accepted: true });

describe("POST /api/orders with many people starting at once", () => {
  it("starts more studies at once than the pool has connections, none waiting on another", async () => {
    const [template] = await db()
      .select({ id: studyTemplates.id })
      .from(studyTemplates)
      .where(eq(studyTemplates.title, "Feature prioritisation"));
    const ids: number[] = [];
    // The pool has 10 connections: each Start study holds one for its transaction.
    for (let n = 0; n < 12; n++) {
      const created = await call("admin@demo.test", "POST", "/api/studies", { template_id: template!.id });
      ids.push(created.body.data.id);
      expect(
        (
          await call(
            "admin@demo.test",
            "PUT",
            `/api/studies/${created.body.data.id}/audience_settings`,
            specialistRecruitment(),
          )
        ).status,
      ).toBe(200);
    }
    const started = performance.now();
    const answers = await Promise.all(ids.map((id) => order("admin@demo.test", id)));
    expect(answers.map((answer) => answer.status)).toEqual(ids.map(() => 201));
    // Before the fix, the readiness check took a second connection inside the transaction: with
    // every connection so held, each waited for the pool's limit and failed.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
