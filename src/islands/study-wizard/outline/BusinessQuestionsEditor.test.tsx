import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BUSINESS_QUESTION_LIMITS } from "@/lib/constants";
import { messages } from "@/lib/messages";
import BusinessQuestionsEditor from "./BusinessQuestionsEditor";
import type { BusinessQuestionDraft } from "./business-questions";

const list = (...titles: string[]): BusinessQuestionDraft[] =>
  titles.map((title, i) => ({ id: i + 1, key: `k${i}`, title }));
const render = (
  value: BusinessQuestionDraft[],
  props: { linked?: Record<string, number>; errors?: Record<string, string[]> } = {},
) =>
  renderToString(
    <BusinessQuestionsEditor
      value={value}
      onChange={() => {}}
      linkedSectionCounts={props.linked ?? {}}
      errors={props.errors ?? {}}
    />,
  ).replaceAll("<!-- -->", "");

describe("BusinessQuestionsEditor server render", () => {
  it("labels each question by its number and says how many sections answer it", () => {
    const html = render(list("Why leave?", "What to pay?"), { linked: { k0: 2 } });
    expect(html).toMatch(/<span>Business question 1<\/span><textarea[^>]*>Why leave\?<\/textarea>/);
    expect(html).toContain("Business question 2");
    expect(html).toContain("Answered by 2 sections");
    expect(html).toContain("No section answers it yet");
    expect(html).toMatch(/aria-label="Delete business question 1" aria-disabled="true"/);
  });

  it("flags a duplicate as it is typed, on the later copy", () => {
    const html = render(list("Why leave?", "why leave?"));
    expect(html).toMatch(/id="business-questions-objectives-1-title" aria-invalid="true"/);
    expect(html).toContain(messages.businessQuestionDuplicate);
    expect(html).not.toMatch(/id="business-questions-objectives-0-title" aria-invalid/);
  });

  it("asks for the first question when there is none", () => {
    expect(render([])).toContain(messages.businessQuestionsTooFew(BUSINESS_QUESTION_LIMITS.min));
  });

  it("does not call a new empty question wrong while it is written, but shows the server's messages", () => {
    const value = [{ key: "new", title: "" }];
    expect(render(value)).not.toContain(messages.required);
    expect(render(value, { errors: { "objectives.0.title": [messages.required] } })).toContain(messages.required);
  });

  it("says why no more questions can be added at the limit", () => {
    const html = render(list(...Array.from({ length: BUSINESS_QUESTION_LIMITS.max }, (_, i) => `Question ${i}`)));
    expect(html).toMatch(/aria-disabled="true" aria-describedby="business-questions-add-reason"/);
    expect(html).toContain(messages.businessQuestionsTooMany(BUSINESS_QUESTION_LIMITS.max));
  });
});
