import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MAX_SECTIONS, SCORING_SCALE_LENGTHS } from "@/lib/constants";
import { messages } from "@/lib/messages";
import { addSection } from "./design-operations";
import { designStateFromSaved } from "./design-state";
import { materials, objectives, savedDesign } from "@tests/fixtures/study-design";
import StudyDesignEditor from "./StudyDesignEditor";
import { TASK_KINDS, TASK_KIND_INFO } from "@/lib/task-kinds";

// React marks text boundaries with empty comments; a reader sees none.
const render = (props: Partial<Parameters<typeof StudyDesignEditor>[0]> = {}) =>
  renderToString(
    <StudyDesignEditor
      value={designStateFromSaved(savedDesign)}
      onChange={() => {}}
      objectives={objectives}
      materials={materials}
      errors={{}}
      {...props}
    />,
  ).replaceAll("<!-- -->", "");
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

describe("StudyDesignEditor server render", () => {
  it("shows the sections in order with their business questions chosen and every question numbered", () => {
    const html = render();
    const page = text(html);
    expect(page.indexOf("Section 1")).toBeLessThan(page.indexOf("Section 2"));
    expect(html).toMatch(/<option value="11" selected="">1\. Do people understand the offer\?<\/option>/);
    expect(page).toContain("Question 5 Single choice");
    expect(page).toContain("Question 1 Rating scale");
    expect(html.match(/<article/g)).toHaveLength(8);
  });

  it("offers every question type of the spec by its plain name", () => {
    const page = text(render());
    for (const kind of TASK_KINDS) expect(page).toContain(TASK_KIND_INFO[kind].label);
    for (const n of SCORING_SCALE_LENGTHS) expect(page).toContain(`${n}-point scale`);
  });

  it("names the question in its move, duplicate and delete buttons", () => {
    const html = render();
    expect(html).toContain('aria-label="Move question 2 “Look at the page and think aloud” up"');
    expect(html).toContain('aria-label="Delete question 3 “What is the offer?”"');
    expect(html).toContain('aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"');
  });

  it("previews the first question as a participant sees it, controls disabled", () => {
    const html = render();
    const preview = html.slice(html.indexOf("<aside"));
    expect(text(preview)).toContain("Preview");
    expect(text(preview)).toContain("Welcome! Here is what we will do.");
    expect(preview).toMatch(/<button[^>]*disabled=""[^>]*>Continue<\/button>/);
    // The explainer shows the section's material (no material of its own): its thumbnail.
    expect(preview).toContain('src="/media/101-thumb.png"');
  });

  it("puts server errors under their fields and sums them up with links at the top", () => {
    const html = render({
      errors: {
        "tasks.4.options": [messages.optionsTooFew(2)],
        "sections.1.objective_id": [messages.sectionNeedsBusinessQuestion],
      },
    });
    const summary = html.slice(html.indexOf("things to fix"), html.indexOf("</ul>"));
    expect(summary.indexOf("Section 1, question 5, choices")).toBeLessThan(
      summary.indexOf("Section 2, business question"),
    );
    expect(summary).toContain('href="#study-design-tasks-4-options"');
    expect(html).toMatch(
      /id="study-design-sections-1-objective_id" aria-invalid="true" aria-describedby="study-design-sections-1-objective_id-error"/,
    );
    expect(html).toContain(
      `id="study-design-sections-1-objective_id-error" class="field-error"><span style="display:block">${messages.sectionNeedsBusinessQuestion}`,
    );
  });

  it("shows no summary without errors", () => {
    expect(render()).not.toContain("to fix");
  });

  it("says why no section can be added at the limit", () => {
    let value = designStateFromSaved(savedDesign);
    while (value.sections.length < MAX_SECTIONS) value = addSection(value, 11);
    const html = render({ value });
    expect(html).toMatch(/aria-disabled="true"[^>]*>\+ Add section/);
    expect(html).toContain(messages.tooManySections(MAX_SECTIONS));
  });
});
