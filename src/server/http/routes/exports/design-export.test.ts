import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { StudyTask } from "@/lib/schemas/study-parts";
import { db } from "@/server/db/client";
import { analyticsEvents, studies, tasks } from "@/server/db/schema";
import { call } from "@tests/fixtures/api-call";
import { download, officePdf, readWord } from "@tests/fixtures/office-files";
import { adminStudy } from "@tests/fixtures/research-studies";

const DESIGN = "/api/v1/study-designs/export";

describe("POST /api/v1/study-designs/export", () => {
  it("writes the design as participants see it, under real headings with a table of contents", async () => {
    const study = await adminStudy();
    const answer = await download("admin@demo.test", DESIGN, { study_id: study.id });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(answer.headers.get("content-disposition")).toContain(
      encodeURIComponent(`${study.title} – study design.docx`),
    );
    const doc = await readWord(answer.bytes);
    const headings = doc.paragraphs.filter((p) => p.style.startsWith("Heading")).map((p) => p.text);
    const design: StudyTask[] = (await call("admin@demo.test", "GET", `/api/studies/${study.id}/tasks`)).body.data;
    const sectionCount = new Set(design.map((t) => t.section_id)).size;
    expect(headings.slice(0, 5)).toEqual([
      "Brief",
      "Audience and recruitment",
      "Study materials",
      "Business questions",
      "Study design",
    ]);
    expect(headings.filter((h) => /^Section \d+: /.test(h))).toHaveLength(sectionCount);
    // The table of contents lists every heading.
    for (const heading of headings) expect(doc.toc.join("\n")).toContain(heading);
    expect(doc.paragraphs[0]).toMatchObject({ style: "Title", text: study.title });

    // Every question, in order, a numbered list item; choices listed, scales shown, subtasks nested.
    const texts = doc.paragraphs.map((p) => p.text);
    let at = 0;
    for (const task of design) {
      const found = texts.indexOf(task.text, at);
      expect(found, task.text).toBeGreaterThanOrEqual(at);
      expect(doc.paragraphs[found]!.list_level).toBe(0);
      at = found;
      for (const option of task.options) expect(texts).toContain(option.text);
      if (task.type === "SCORING") expect(texts).toContain(`Rate from 1 to ${task.scale_length ?? 5}`);
      for (const subtask of task.subtasks) {
        const line = doc.paragraphs.find((p) => p.text.startsWith(subtask.text));
        expect(line?.list_level, subtask.text).toBe(1);
      }
    }
    const events = await db().select().from(analyticsEvents).where(eq(analyticsEvents.name, "task_design_word_export"));
    expect(events.map((e) => e.properties)).toEqual([{ study_id: study.id }]);
  });

  it("writes markup from the data as text and opens in LibreOffice", async () => {
    const study = await adminStudy();
    const [task] = await db().select().from(tasks).where(eq(tasks.studyId, study.id)).limit(1);
    const text = `Rate </w:t></w:r><w:r><w:t>it & <b>"now"</b>\u0002`;
    await db().update(tasks).set({ text }).where(eq(tasks.id, task!.id));
    await db().update(studies).set({ purpose: "Why <script>alert(1)</script> & how" }).where(eq(studies.id, study.id));
    const answer = await download("admin@demo.test", DESIGN, { study_id: study.id });
    const doc = await readWord(answer.bytes);
    const texts = doc.paragraphs.map((p) => p.text);
    expect(texts).toContain(`Rate </w:t></w:r><w:r><w:t>it & <b>"now"</b>`);
    expect(texts).toContain("Why <script>alert(1)</script> & how");
    const pdf = await officePdf(answer.bytes, "docx");
    expect(pdf.pages).toBeGreaterThan(1);
    // LibreOffice shows the contents list with the page of each heading (dot leader, then the
    // number), in order, as Word would; without the numbers written at export the list has none.
    const entries = [...pdf.text.matchAll(/^\s*(\S.*?)\.{3,}\s*(\d+)\s*$/gm)].map((m) => ({
      title: m[1],
      page: Number(m[2]),
    }));
    expect(entries.map((e) => e.title).slice(0, 5)).toEqual([
      "Brief",
      "Audience and recruitment",
      "Study materials",
      "Business questions",
      "Study design",
    ]);
    const pages = entries.map((e) => e.page);
    expect(pages).toEqual([...pages].sort((a, b) => a - b));
    expect(Math.max(...pages)).toBeLessThanOrEqual(pdf.pages);
    expect(pdf.text).toContain("Audience and recruitment");
  }, 120_000);
});
