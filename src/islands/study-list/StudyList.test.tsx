import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { StudyCardPage } from "@/lib/api/studies";
import StudyList from "./StudyList";

const card = (id: number, title: string): StudyCardPage["data"][number] => ({
  id,
  title,
  status: "COMPLETED",
  display_status_code: "COMPLETED",
  created_at: "2026-01-01T00:00:00.000Z",
  project: { id: 1, title: "Project" },
  counts: {
    business_questions: 0,
    insights: 0,
    interviews: 0,
    segments: 0,
    quotes: 0,
    showreels: { curated: 0, custom: 0 },
  },
});
const pageOf = (...cards: StudyCardPage["data"]): string =>
  JSON.stringify({ data: cards, meta: { next_cursor: null, limit: 24 } } satisfies StudyCardPage);
const options = { projects: [], types: [], templates: [], tags: [] };

describe("StudyList server render", () => {
  it("shows each request its own studies, never what an earlier render of the same filters loaded", () => {
    const first = renderToString(
      <StudyList initialFilters={{}} initialPageJson={pageOf(card(1, "Admin-only study"))} options={options} />,
    );
    const second = renderToString(
      <StudyList initialFilters={{}} initialPageJson={pageOf(card(2, "Viewer study"))} options={options} />,
    );
    expect(first).toContain("Admin-only study");
    expect(second).toContain("Viewer study");
    expect(second).not.toContain("Admin-only study");
  });
});
