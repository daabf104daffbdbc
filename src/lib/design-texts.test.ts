import { describe, expect, it } from "vitest";
import { designTexts, withDesignTexts } from "./design-texts";

type Section = {
  key: string;
  text: string;
  tasks: { text: string; options: { text: string }[]; subtasks: { text: string }[] }[];
};

const sections: Section[] = [
  { key: "a", text: "Warm-up", tasks: [{ text: "Pick one", options: [{ text: "A" }, { text: "B" }], subtasks: [] }] },
  { key: "b", text: "", tasks: [{ text: "Steps", options: [], subtasks: [{ text: "First" }] }] },
];

describe("design texts", () => {
  it("lists section texts (when present), questions, choices and subtasks in order", () => {
    expect(designTexts(sections)).toEqual(["Warm-up", "Pick one", "A", "B", "Steps", "First"]);
  });

  it("puts texts back by the same walk, keeping everything else and empty section texts", () => {
    const translated = withDesignTexts(sections, ["Opvarmning", "Vælg en", "Å", "B", "Trin", "Først"]);
    expect(translated[0]).toMatchObject({ key: "a", text: "Opvarmning", tasks: [{ text: "Vælg en" }] });
    expect(translated[0]!.tasks[0]!.options.map((o) => o.text)).toEqual(["Å", "B"]);
    expect(translated[1]).toMatchObject({
      key: "b",
      text: "",
      tasks: [{ text: "Trin", subtasks: [{ text: "Først" }] }],
    });
    expect(designTexts(translated)).toEqual(["Opvarmning", "Vælg en", "Å", "B", "Trin", "Først"]);
  });

  it("keeps the original where the answer is short", () => {
    expect(designTexts(withDesignTexts(sections, ["Opvarmning"]))).toEqual([
      "Opvarmning",
      "Pick one",
      "A",
      "B",
      "Steps",
      "First",
    ]);
  });
});
