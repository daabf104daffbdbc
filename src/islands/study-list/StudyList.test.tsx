import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { StudyCardPage } from "@/lib/schemas/study";
import StudyList from "./StudyList";

const card = (id: number, title: string): StudyCardPage["data"][number] => ({
  id,
  title,
  status: "COMPLETED",
  display_status_code: "COMPLETED",
  created_at: "2026-01-01T00:00:00.000Z",
  project: { id: 1, title: "Project" },
  counts: { insights: 0, interviews: 0, quotes: 0 },
});
const pageOf = (...cards: StudyCardPage["data"]): StudyCardPage => ({
  data: cards,
  meta: { next_cursor: null, limit: 24 },
});
const options = { projects: [], types: [], templates: [], tags: [] };

describe("StudyList server render", () => {
  it("shows each request its own studies, never what an earlier render of the same filters loaded", () => {
    const first = renderToString(
      <StudyList initialFilters={{}} initialPage={pageOf(card(1, "Admin-only study"))} options={options} />,
    );
    const second = renderToString(
      <StudyList initialFilters={{}} initialPage={pageOf(card(2, "Viewer study"))} options={options} />,
    );
    expect(first).toContain("Admin-only study");
    expect(second).toContain("Viewer study");
    expect(second).not.toContain("Admin-only study");
  });
});

describe("StudyList hydration", () => {
  // The server renders the first page without a query cache; the browser's first render, with
  // one, must produce the same markup or React throws the server's HTML away.
  it("renders the same markup on the server as the browser's first render", () => {
    const render = (ssr: boolean) => {
      vi.stubEnv("SSR", ssr);
      try {
        const page: StudyCardPage = {
          data: [card(1, "First"), card(2, "Second")],
          meta: { next_cursor: "more", limit: 24 },
        };
        return renderToString(
          <StudyList initialFilters={{ q: "Fir" }} initialPage={page} options={{ ...options, tags: ["x"] }} />,
        );
      } finally {
        vi.unstubAllEnvs();
      }
    };
    const server = render(true);
    expect(server).toContain("Show more studies");
    expect(server).toContain("2+ studies");
    expect(server).toBe(render(false));
  });
});
