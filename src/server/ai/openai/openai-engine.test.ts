import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TASK_TYPES } from "@/lib/constants";
import type { DesignInput } from "../engine";
import { openAiEngine } from "./openai-engine";
import { FakeOpenAiCompatibleServer, type JsonSchema } from "@tests/fixtures/fake-openai-compatible";

/*
 * Contract test of the OpenAI-compatible engine against a FAKE of the outside service
 * (tests/fixtures/fake-openai-compatible.ts): no real model and no network beyond 127.0.0.1.
 */

const fake = new FakeOpenAiCompatibleServer();
let baseUrl = "";
const engine = () => openAiEngine({ baseUrl, apiKey: "sk-test-123", model: "gpt-test-mini", maxRetries: 0 });

beforeAll(async () => {
  baseUrl = await fake.start();
});
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

const brief = {
  brief: "We want to find out whether parents in Denmark understand our new oat drink pack, to decide on a launch.",
  materials: ["pack-front.png"],
};

const designInput: DesignInput = {
  ...brief,
  business_questions: ["Is the pack understood?", "Would parents buy it?"],
};

const validDesign = {
  sections: [
    {
      business_question: 0,
      text: " First impressions ",
      tasks: [
        {
          type: "TEXT_ONLY",
          text: "Look at the pack.",
          explainer: true,
          options: [],
          scale_length: null,
          subtasks: [],
        },
        {
          type: "RADIO",
          text: "Which word fits best?",
          explainer: false,
          options: [{ text: "Fresh" }, { text: "Healthy" }],
          scale_length: null,
          subtasks: [],
        },
        { type: "SCORING", text: "How clear is it?", explainer: false, options: [], scale_length: 7, subtasks: [] },
      ],
    },
    {
      business_question: 1,
      text: "Buying",
      tasks: [
        {
          type: "SUBTASKS",
          text: "Think about your last shop.",
          explainer: false,
          options: [],
          scale_length: null,
          subtasks: [
            { type: "FREE_TEXT", text: "Where did you buy oat drinks?" },
            { type: "TEXT_ONLY", text: "Show us your fridge." },
          ],
        },
      ],
    },
  ],
};

/** Follows a JSON Schema path through properties and array items ("sections.items.tasks"). */
function at(schema: JsonSchema, path: string): JsonSchema {
  return path.split(".").reduce<JsonSchema>((node, key) => {
    const next = key === "items" ? node.items : node.properties?.[key];
    if (!next) throw new Error(`no ${key} in ${JSON.stringify(node)}`);
    return next;
  }, schema);
}

describe("openAiEngine against a fake OpenAI-compatible server", () => {
  it("names the model in its label", () => {
    expect(engine().label).toBe("Bloom — gpt-test-mini (OpenAI-compatible)");
  });

  it("asks for an outline at the base URL with the key, the model and a strict JSON schema", async () => {
    fake.answer({
      business_questions: [" Is the pack understood? ", "Would parents buy it?", "Does it look healthy?"],
    });
    const progress: number[] = [];

    const outline = await engine().outline({ ...brief, count: 3 }, (percent) => void progress.push(percent));

    expect(outline).toEqual({
      business_questions: ["Is the pack understood?", "Would parents buy it?", "Does it look healthy?"],
    });
    expect(progress).toEqual([10, 100]);
    expect(fake.requests).toHaveLength(1);
    const request = fake.last();
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/v1/chat/completions");
    expect(request.headers.authorization).toBe("Bearer sk-test-123");
    expect(request.body.model).toBe("gpt-test-mini");
    expect(request.body.tools).toBeUndefined();
    // Structured output is OpenAI's response_format json_schema (strict), not tools and not bare json_object.
    expect(request.body.response_format).toMatchObject({
      type: "json_schema",
      json_schema: { name: "outline", strict: true },
    });
    const schema = request.body.response_format!.json_schema!.schema;
    expect(schema).toMatchObject({ type: "object", required: ["business_questions"], additionalProperties: false });
    expect(at(schema, "business_questions")).toMatchObject({ type: "array", minItems: 3, maxItems: 3 });
    // The brief goes in the user message, the task in the system message.
    expect(request.body.messages.map((message) => message.role)).toEqual(["system", "user"]);
    expect(request.body.messages[1]!.content).toContain(brief.brief);
    expect(request.body.messages[1]!.content).toContain("pack-front.png");
  });

  it("parses a study design, and its schema lists the task types with every field required", async () => {
    fake.answer(validDesign);
    const progress: number[] = [];

    const design = await engine().design(designInput, (percent) => void progress.push(percent));

    expect(progress).toEqual([10, 100]);
    expect(design.sections).toHaveLength(2);
    expect(design.sections[0]!.text).toBe("First impressions");
    expect(design.sections[0]!.tasks.map((task) => task.type)).toEqual(["TEXT_ONLY", "RADIO", "SCORING"]);
    expect(design.sections[0]!.tasks[2]!.scale_length).toBe(7);
    expect(design.sections[1]!.tasks[0]!.subtasks).toHaveLength(2);

    const { response_format } = fake.last().body;
    expect(response_format).toMatchObject({ type: "json_schema", json_schema: { name: "study_design", strict: true } });
    const schema = response_format!.json_schema!.schema;
    const task = at(schema, "sections.items.tasks.items");
    expect(task.properties!.type!.enum).toEqual([...TASK_TYPES]);
    expect(task.required!.sort()).toEqual(["explainer", "options", "scale_length", "subtasks", "text", "type"]);
    expect(task.additionalProperties).toBe(false);
    expect(at(schema, "sections.items.business_question")).toMatchObject({ minimum: 0, maximum: 1 });
    const prompt = fake
      .last()
      .body.messages.map((message) => message.content)
      .join("\n");
    expect(prompt).toContain("0. Is the pack understood?");
    expect(prompt).toContain("SUBTASKS");
  });

  it("rejects a design whose questions break the rules of their type, with no result", async () => {
    const broken = structuredClone(validDesign);
    broken.sections[0]!.tasks[1]!.options = [{ text: "Only one" }];
    broken.sections[0]!.tasks[2]!.scale_length = 4;
    fake.answer(broken);
    const progress: number[] = [];

    const call = engine().design(designInput, (percent) => void progress.push(percent));

    await expect(call).rejects.toThrow(/study design does not fit the expected format/);
    await expect(call).rejects.toThrow(/sections\.0\.tasks\.1\.options: a RADIO question needs 2 to 10 options/);
    await expect(call).rejects.toThrow(/sections\.0\.tasks\.2\.scale_length/);
    expect(progress).toEqual([10]);
  });

  it("rejects a design that answers a business question it was not given", async () => {
    const stray = structuredClone(validDesign);
    stray.sections[1]!.business_question = 5;
    fake.answer(stray);

    await expect(engine().design(designInput, () => {})).rejects.toThrow(/business_question/);
  });

  it("asks for one section only when regenerating one, and refuses others", async () => {
    fake.answer({ sections: [validDesign.sections[1]] });
    const design = await engine().design({ ...designInput, only_business_question: 1 }, () => {});
    expect(design.sections.map((section) => section.business_question)).toEqual([1]);
    const schema = fake.last().body.response_format!.json_schema!.schema;
    expect(at(schema, "sections.items.business_question")).toMatchObject({ minimum: 1, maximum: 1 });

    fake.answer({ sections: [validDesign.sections[0]] });
    await expect(engine().design({ ...designInput, only_business_question: 1 }, () => {})).rejects.toThrow(
      /business_question/,
    );
  });

  it("rejects a reply that is not JSON, or an outline of the wrong size", async () => {
    fake.answer("Sure! Here are some business questions: 1. Is it clear?");
    await expect(engine().outline(brief, () => {})).rejects.toThrow(/outline does not fit the expected format/);

    fake.answer({ business_questions: ["One", "Two"] });
    await expect(engine().outline({ ...brief, count: 3 }, () => {})).rejects.toThrow(
      /business_questions: needs at least 3 business questions/,
    );

    fake.answer({ business_questions: ["Fine", "   "] });
    await expect(engine().outline(brief, () => {})).rejects.toThrow(/business_questions\.1: is empty/);
  });

  it("rates a brief: the criteria in order, a weighted score and the unmet criteria's suggestions", async () => {
    const met = { met: true, suggestion: null };
    fake.answer({
      objective: met,
      audience: met,
      market: met,
      decision: met,
      stimulus: { met: false, suggestion: "Add the pack design as a study material." },
      length: { met: false, suggestion: "Add more background." },
    });

    const rating = await engine().rateBrief(brief);

    expect(rating.criteria.map((criterion) => criterion.key)).toEqual([
      "objective",
      "audience",
      "market",
      "decision",
      "stimulus",
      "length",
    ]);
    expect(rating.score).toBe(75);
    expect(rating.suggestions).toEqual(["Add the pack design as a study material.", "Add more background."]);
    expect(fake.last().body.response_format).toMatchObject({ json_schema: { name: "brief_rating" } });

    fake.answer({ objective: met, audience: met, market: met, decision: met, stimulus: met });
    await expect(engine().rateBrief(brief)).rejects.toThrow(/brief rating does not fit the expected format/);
  });

  it("translates every text, one for one, and refuses a reply with fewer texts", async () => {
    fake.answer({ texts: ["Første indtryk", "Se på pakken."] });
    const translation = await engine().translate({
      texts: ["First impressions", "Look at the pack."],
      from: "en",
      to: "da",
    });
    expect(translation).toEqual({ texts: ["Første indtryk", "Se på pakken."], translated: true, note: null });
    const schema = fake.last().body.response_format!.json_schema!.schema;
    expect(at(schema, "texts")).toMatchObject({ minItems: 2, maxItems: 2 });
    expect(fake.last().body.messages[1]!.content).toContain("Look at the pack.");

    fake.answer({ texts: ["Første indtryk"] });
    await expect(
      engine().translate({ texts: ["First impressions", "Look at the pack."], from: "en", to: "da" }),
    ).rejects.toThrow(/texts: must hold exactly 2 texts/);
  });

  it("sends nothing to translate an empty list or into the same language", async () => {
    expect(await engine().translate({ texts: [], from: "en", to: "da" })).toEqual({
      texts: [],
      translated: true,
      note: null,
    });
    expect((await engine().translate({ texts: ["Hi"], from: "en", to: "en" })).texts).toEqual(["Hi"]);
    expect(fake.requests).toHaveLength(0);
  });

  it("says which HTTP status the server refused a request with", async () => {
    fake.fail(401, "Incorrect API key provided");
    await expect(engine().outline(brief, () => {})).rejects.toThrow(
      /AI server refused the outline request \(HTTP 401\): Incorrect API key provided/,
    );
  });
});
