import { describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import { call } from "@tests/fixtures/api-call";

describe("unknown keys of a JSON body", () => {
  it("answer 422 naming each key on a route whose schema would have dropped them", async () => {
    const { status, body } = await call("admin@demo.test", "PUT", "/api/projects/1", {
      title: "Renamed",
      colour: "green",
    });
    expect(status).toBe(422);
    expect(body).toEqual({ message: messages.invalidData, errors: { colour: [messages.unknownField("colour")] } });
    // Nothing was written.
    const after = await call("admin@demo.test", "GET", "/api/projects");
    expect(JSON.stringify(after.body)).not.toContain("Renamed");
  });

  it("answer 422 naming nested keys, on a route whose schema is strict", async () => {
    const { status, body } = await call("admin@demo.test", "PUT", "/api/studies/12/objectives", {
      objectives: [{ title: "What do shoppers notice first?", weight: 2 }],
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual({ "objectives.0.weight": [messages.unknownField("weight")] });
  });

  it("are named beside the body's other problems", async () => {
    const { status, body } = await call("admin@demo.test", "PUT", "/api/projects/1", { title: "", colour: "green" });
    expect(status).toBe(422);
    expect(Object.keys(body.errors).sort()).toEqual(["colour", "title"]);
  });

  it("leave a body without them alone", async () => {
    expect((await call("admin@demo.test", "PUT", "/api/projects/1", { title: "Renamed" })).status).toBe(200);
  });
});
