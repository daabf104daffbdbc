import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import { db } from "@/server/db/client";
import { analyticsEvents, projects } from "@/server/db/schema";
import { contextOf } from "@tests/fixtures/contexts";
import { download, envelopeOf } from "@tests/fixtures/office-files";
import { adminStudy, foreignStudy, hiddenFromViewer } from "@tests/fixtures/research-studies";

const DECK = "/api/v1/insights/export";
const POWERPOINT = "/api/v1/powerpoint/export";
const DESIGN = "/api/v1/study-designs/export";

const exportEvents = async () =>
  (await db().select().from(analyticsEvents)).filter((e) => e.name.endsWith("_export")).length;

describe("export refusals", () => {
  it("answers 401 without a session, before reading the body", async () => {
    for (const url of [DECK, POWERPOINT, DESIGN]) {
      expect((await download(null, url, { study_id: "x" })).status, url).toBe(401);
    }
  });

  it("answers 422 in the API's words for a missing, wrong or doubled id and a language it does not make", async () => {
    const study = await adminStudy();
    const cases: [string, unknown, string, string][] = [
      [DECK, {}, "study_id", messages.exportTargetRequired],
      [DECK, { study_id: study.id, project_id: study.projectId }, "project_id", messages.exportTargetBoth],
      [DECK, { study_id: "abc" }, "study_id", messages.exportIdInvalid("study id")],
      [DECK, { study_id: -4 }, "study_id", messages.exportIdInvalid("study id")],
      [DECK, { study_id: 1.5 }, "study_id", messages.exportIdInvalid("study id")],
      [DECK, { project_id: 0 }, "project_id", messages.exportIdInvalid("project id")],
      [DECK, { study_id: study.id, language_code: "xx" }, "language_code", messages.exportLanguage],
      [DECK, { study_id: study.id, public_showreels: "yes" }, "public_showreels", messages.exportPublicShowreels],
      [POWERPOINT, {}, "study_id", messages.exportTargetRequired],
      [DESIGN, {}, "study_id", messages.required],
      [DESIGN, { study_id: null }, "study_id", messages.exportIdInvalid("study id")],
      [DESIGN, { study_id: "1; drop table studies" }, "study_id", messages.exportIdInvalid("study id")],
    ];
    for (const [url, body, field, message] of cases) {
      const answer = await download("admin@demo.test", url, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(envelopeOf(answer)).toEqual({ message: messages.invalidData, errors: { [field]: [message] } });
    }
    expect((await download("admin@demo.test", DECK, [])).status).toBe(422);
  });

  it("answers 404 for another tenant's study or project, one the viewer may not see, and ids that do not exist", async () => {
    const admin = await contextOf("admin@demo.test");
    const foreign = await foreignStudy();
    const [foreignProject] = await db().select().from(projects).where(eq(projects.clientId, foreign.clientId)).limit(1);
    const hidden = await hiddenFromViewer();
    const before = await exportEvents();
    const refused: [string, string, unknown][] = [
      ["admin@demo.test", DECK, { study_id: foreign.id }],
      ["admin@demo.test", POWERPOINT, { study_id: foreign.id }],
      ["admin@demo.test", DECK, { project_id: foreignProject!.id }],
      ["admin@demo.test", DECK, { study_id: 987654321 }],
      ["admin@demo.test", DESIGN, { study_id: foreign.id }],
      ["viewer@demo.test", DECK, { study_id: hidden.id }],
      ["viewer@demo.test", DECK, { project_id: hidden.projectId }],
      ["viewer@demo.test", DESIGN, { study_id: hidden.id }],
    ];
    for (const [who, url, body] of refused) {
      const answer = await download(who, url, body);
      expect(answer.status, `${who} ${url} ${JSON.stringify(body)}`).toBe(404);
      expect(answer.headers.get("content-type")).toContain("application/json");
    }
    // Nothing was exported, so nothing was recorded.
    expect(await exportEvents()).toBe(before);
    expect(admin.clientId).not.toBe(foreign.clientId);
    const design = await download("viewer@demo.test", DESIGN, { study_id: hidden.id + 0 });
    expect(design.status).toBe(404);
  });

  it("lets a viewer export what they see and records the events of 001 §4 for exports made", async () => {
    const viewer = await contextOf("viewer@demo.test");
    const deck = await download("viewer@demo.test", DECK, { project_id: viewer.projectIds![0] });
    expect(deck.status).toBe(200);
    const events = await db().select().from(analyticsEvents).where(eq(analyticsEvents.name, "ppt_export"));
    expect(events.at(-1)).toMatchObject({
      userId: viewer.userId,
      clientId: viewer.clientId,
      properties: { project_id: viewer.projectIds![0], language_code: "en", public_showreels: false },
    });
  });
});
