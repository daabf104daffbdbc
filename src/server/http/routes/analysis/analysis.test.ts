import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ANALYSIS_KINDS, ANALYSIS_LIMITS } from "@/lib/constants";
import { db } from "@/server/db/client";
import { interviews } from "@/server/db/schema";
import { contextOf } from "@tests/fixtures/contexts";
import { adminStudy, foreignStudy, hiddenFromViewer } from "@tests/fixtures/research-studies";
import { call, clientId } from "@tests/fixtures/team-requests";

describe("GET /api/client/{id}/analysis/{kind} and analyze_results", () => {
  it("counts each kind within the client, most frequent first", async () => {
    const admin = await contextOf("admin@demo.test");
    for (const kind of ANALYSIS_KINDS) {
      const { status, body } = await call("admin@demo.test", "GET", `/api/client/${admin.clientId}/analysis/${kind}`);
      expect(status, kind).toBe(200);
      expect(body.data.length, kind).toBeGreaterThan(0);
      expect(body.data.length, kind).toBeLessThanOrEqual(ANALYSIS_LIMITS[kind]);
      expect(body.data[0], kind).toEqual({
        key: expect.any(String),
        label: expect.any(String),
        group: expect.toSatisfy((g) => g === null || typeof g === "string"),
        count: expect.any(Number),
      });
    }
    const task = await call("admin@demo.test", "GET", `/api/client/${admin.clientId}/analysis/task`);
    const counts = task.body.data.map((r: { count: number }) => r.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it("narrows to one study and honours the limit", async () => {
    const admin = await contextOf("admin@demo.test");
    const study = await adminStudy();
    const [{ total }] = (await db()
      .select({ total: count() })
      .from(interviews)
      .where(eq(interviews.studyId, study.id))) as [{ total: number }];
    const { body } = await call(
      "admin@demo.test",
      "GET",
      `/api/client/${admin.clientId}/analysis/language?study_id=${study.id}`,
    );
    expect(body.data.reduce((n: number, r: { count: number }) => n + r.count, 0)).toBe(total);
    const limited = await call("admin@demo.test", "GET", `/api/client/${admin.clientId}/analysis/user?limit=2`);
    expect(limited.body.data).toHaveLength(2);
    const results = await call("admin@demo.test", "GET", `/api/client/${admin.clientId}/analyze_results`);
    expect(results.body.data.studies).toBeGreaterThan(1);
    expect(results.body.data.interviews).toBeGreaterThanOrEqual(total);
  });

  it("answers 422 above the kind's limit and for an unknown kind", async () => {
    const admin = await contextOf("admin@demo.test");
    const over = await call("admin@demo.test", "GET", `/api/client/${admin.clientId}/analysis/task?limit=21`);
    expect(over.status).toBe(422);
    expect(over.body.errors.limit).toEqual(["The limit may not be greater than 20."]);
    expect((await call("admin@demo.test", "GET", `/api/client/${admin.clientId}/analysis/role?limit=101`)).status).toBe(
      422,
    );
    expect((await call("admin@demo.test", "GET", `/api/client/${admin.clientId}/analysis/role?limit=100`)).status).toBe(
      200,
    );
    expect((await call("admin@demo.test", "GET", `/api/client/${admin.clientId}/analysis/nope`)).status).toBe(422);
    expect((await call("admin@demo.test", "GET", `/api/client/${admin.clientId}/analysis/user?limit=0`)).status).toBe(
      422,
    );
  });

  it("answers 401 signed out and 404 for another client, study or hidden project", async () => {
    const admin = await contextOf("admin@demo.test");
    const lumen = await clientId("Lumen Bank");
    expect((await call(null, "GET", `/api/client/${admin.clientId}/analyze_results`)).status).toBe(401);
    expect((await call("admin@demo.test", "GET", `/api/client/${lumen}/analyze_results`)).status).toBe(404);
    expect((await call("admin@demo.test", "GET", `/api/client/${lumen}/analysis/user`)).status).toBe(404);
    const foreign = await foreignStudy();
    expect(
      (await call("admin@demo.test", "GET", `/api/client/${admin.clientId}/analysis/user?study_id=${foreign.id}`))
        .status,
    ).toBe(404);
    const viewer = await contextOf("viewer@demo.test");
    const hidden = await hiddenFromViewer();
    expect(
      (await call("viewer@demo.test", "GET", `/api/client/${viewer.clientId}/analyze_results?study_id=${hidden.id}`))
        .status,
    ).toBe(404);
  });
});
