import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "@/server/env";

// Bloom's engine is chosen by AI_PROVIDER and checked at start (env.ts): every missing or wrong
// variable is named, with the others, before anything runs.
describe("AI_PROVIDER configuration", () => {
  function problems(values: Record<string, string>): string[] {
    try {
      parseEnv(values);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  }

  it("defaults to the built-in engine, which needs nothing", () => {
    expect(parseEnv({}).AI_PROVIDER).toBe("builtin");
  });

  it("refuses openai without its base URL, key or model, naming each", () => {
    expect(problems({ AI_PROVIDER: "openai", AI_API_KEY: "sk-1", AI_MODEL: "gpt-test" })).toEqual([
      "AI_BASE_URL: required when AI_PROVIDER=openai",
    ]);
    expect(problems({ AI_PROVIDER: "openai" })).toEqual([
      "AI_BASE_URL: required when AI_PROVIDER=openai",
      "AI_API_KEY: required when AI_PROVIDER=openai",
      "AI_MODEL: required when AI_PROVIDER=openai",
    ]);
    // Listed together with unrelated problems, and an empty value counts as unset.
    expect(problems({ AI_PROVIDER: "openai", AI_BASE_URL: "", AI_API_KEY: "k", AI_MODEL: "m", PORT: "x" })).toEqual([
      expect.stringMatching(/^PORT: /),
      "AI_BASE_URL: required when AI_PROVIDER=openai",
    ]);
    expect(() => parseEnv({ AI_PROVIDER: "openai" })).toThrow(/AI_BASE_URL: required when AI_PROVIDER=openai/);
  });

  it("accepts a complete openai configuration and checks the URL", () => {
    const env = parseEnv({
      AI_PROVIDER: "openai",
      AI_BASE_URL: "https://api.example/v1",
      AI_API_KEY: "k",
      AI_MODEL: "m",
    });
    expect(env).toMatchObject({ AI_PROVIDER: "openai", AI_BASE_URL: "https://api.example/v1", AI_MODEL: "m" });
    expect(problems({ AI_PROVIDER: "openai", AI_BASE_URL: "not a url", AI_API_KEY: "k", AI_MODEL: "m" })).toEqual([
      expect.stringMatching(/^AI_BASE_URL: /),
    ]);
  });

  it("needs an existing .gguf file for local, and refuses an unknown provider", () => {
    const model = path.join(mkdtempSync(path.join(os.tmpdir(), "gguf-")), "qwen.Q4_K_M.gguf");
    writeFileSync(model, "GGUF");
    expect(problems({ AI_PROVIDER: "local" })).toEqual(["AI_MODEL_PATH: required when AI_PROVIDER=local"]);
    expect(problems({ AI_PROVIDER: "local", AI_MODEL_PATH: "/models/model.bin" })).toEqual([
      "AI_MODEL_PATH: must be the path of a .gguf model file",
    ]);
    expect(problems({ AI_PROVIDER: "local", AI_MODEL_PATH: `${model}.missing.gguf` })).toEqual([
      "AI_MODEL_PATH: no such file",
    ]);
    expect(parseEnv({ AI_PROVIDER: "local", AI_MODEL_PATH: model })).toMatchObject({ AI_MODEL_PATH: model });
    expect(problems({ AI_PROVIDER: "toString" })).toEqual([expect.stringMatching(/^AI_PROVIDER: Invalid option/)]);
  });
});
