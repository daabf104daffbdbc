import { describe, expect, it } from "vitest";
import { call } from "@tests/fixtures/api-call";
import { contextOf } from "@tests/fixtures/contexts";
import { download, readDeck } from "@tests/fixtures/office-files";

const DECK = "/api/v1/insights/export";

describe("POST /api/v1/insights/export with project_id", () => {
  it("is the project's title slide and then its studies in order, each as its own export", async () => {
    const admin = await contextOf("admin@demo.test");
    const projects = (await call("admin@demo.test", "GET", `/api/projects?clientId=${admin.clientId}`)).body.data;
    const project = projects.find((p: { studies: unknown[] }) => p.studies.length >= 3);
    const answer = await download("admin@demo.test", DECK, { project_id: project.id });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toContain(encodeURIComponent(`${project.title} – insights.pptx`));
    const deck = await readDeck(answer.bytes);
    const studies: { id: number; title: string }[] = project.studies;
    expect(deck.sections).toEqual(["Project", ...studies.map((s, i) => `${i + 1}. ${s.title}`)]);
    expect(deck.slides[0]!.paragraphs).toContain(project.title);
    let expected = 1;
    for (const study of studies) {
      expected += (await readDeck((await download("admin@demo.test", DECK, { study_id: study.id })).bytes)).slides
        .length;
    }
    expect(deck.slides).toHaveLength(expected);
  });
});
