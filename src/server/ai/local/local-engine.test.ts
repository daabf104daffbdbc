import { existsSync } from "node:fs";
import { getLlama, type Llama } from "node-llama-cpp";
import { beforeAll, describe, expect, it } from "vitest";
import { TASK_TYPES } from "@/lib/constants";
import {
  briefReplySchema,
  designReplySchema,
  outlineReplySchema,
  refinedBriefReplySchema,
  translationReplySchema,
} from "../structured/schemas";
import { grammarSchemaOf } from "./grammar-schema";
import { localEngine } from "./local-engine";

// node-llama-cpp's prebuilt CPU binary ships in its npm package: these tests load it for real.
// A model does not ship with the product (it would be hundreds of MB); the generation tests run
// where AI_MODEL_PATH names a GGUF file and are skipped, saying so, where it does not.
const modelPath = process.env.AI_MODEL_PATH;
const haveModel = Boolean(modelPath?.endsWith(".gguf") && existsSync(modelPath));
if (!haveModel) {
  console.warn(
    "local engine: generation tests skipped: no GGUF model here (set AI_MODEL_PATH to a .gguf file to run them)",
  );
}

describe("the local engine's grammars", () => {
  let llama: Llama;
  beforeAll(async () => {
    llama = await getLlama({ gpu: false, build: "never", skipDownload: true, progressLogs: false });
  }, 60_000);

  const grammarOf = (schema: Parameters<typeof grammarSchemaOf>[0]) =>
    llama.createGrammarForJsonSchema(grammarSchemaOf(schema) as Parameters<Llama["createGrammarForJsonSchema"]>[0]);

  it("compiles every reply schema into a grammar of llama.cpp", async () => {
    for (const schema of [
      briefReplySchema,
      refinedBriefReplySchema,
      outlineReplySchema(4),
      outlineReplySchema(undefined),
      designReplySchema(3, undefined),
      designReplySchema(3, 1),
      translationReplySchema(5),
    ]) {
      const grammar = await grammarOf(schema);
      expect(grammar.grammar).toMatch(/^root ::= /m);
    }
  });

  it("constrains a design to the task types and nullable scales the product knows", async () => {
    const grammar = await grammarOf(designReplySchema(2, undefined));
    for (const type of TASK_TYPES) expect(grammar.grammar).toContain(`\\"${type}\\"`);
    const reply = {
      sections: [
        {
          business_question: 0,
          text: "First look",
          tasks: [
            { type: "SCORING", text: "How clear?", explainer: false, options: [], scale_length: 5, subtasks: [] },
            { type: "FREE_TEXT", text: "Why?", explainer: false, options: [], scale_length: null, subtasks: [] },
          ],
        },
      ],
    };
    expect(grammar.parse(JSON.stringify(reply))).toEqual(reply);
    expect(() => grammar.parse(JSON.stringify({ sections: [{ ...reply.sections[0], text: 3 }] }))).toThrow();
  });
});

describe.skipIf(!haveModel)("the local engine with a GGUF model", () => {
  const engine = () => localEngine({ modelPath: modelPath! });
  const brief = {
    brief: "We want to learn whether parents in Denmark understand our new oat drink pack, to decide on the launch.",
    materials: ["pack-front.png"],
  };

  it("rates a brief, proposes business questions and a design that pass the product's schemas", async () => {
    const bloom = engine();
    expect(bloom.label).toMatch(/\(local, node-llama-cpp\)$/);
    const rating = await bloom.rateBrief(brief);
    expect(rating.score).toBeGreaterThanOrEqual(0);
    const progress: number[] = [];
    const outline = await bloom.outline({ ...brief, count: 3 }, (p) => void progress.push(p));
    expect(outline.business_questions).toHaveLength(3);
    const design = await bloom.design({ ...brief, business_questions: outline.business_questions }, () => {});
    expect(design.sections.length).toBeGreaterThan(0);
    expect(progress).toEqual([10, 100]);
  }, 600_000);

  it("answers a question from numbered passages, streamed", async () => {
    const passage = {
      ref: 1,
      type: "quote" as const,
      id: 1,
      study: { id: 1, title: "Oat pack test" },
      theme: "Is the price right?",
      title: "Maja, 34, Denmark",
      text: "Honestly 29 kroner is too much for a carton of oat milk.",
      clip: null,
      href: "/studies/1/quotes",
    };
    let text = "";
    for await (const chunk of localEngine({ modelPath: modelPath! }).answer({
      question: "What did parents say about the price?",
      passages: [passage],
      signal: new AbortController().signal,
    }))
      text += chunk;
    expect(text.length).toBeGreaterThan(0);
  }, 600_000);
});
