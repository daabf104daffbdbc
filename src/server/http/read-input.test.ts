import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { projects } from "@/server/db/schema";
import { app } from "./app";
import { zodFieldErrors } from "./create-router";
import { authHeaders, contextOf } from "@tests/fixtures/contexts";
import { z } from "zod";

/** Sends `text` as a JSON body, as a client that builds its own JSON would. */
async function sendJson(method: string, url: string, text: string, who = "admin@demo.test") {
  const response = await app.request(url, {
    method,
    headers: { ...(await authHeaders(who)), "content-type": "application/json" },
    body: text,
  });
  return { status: response.status, body: (await response.json()) as { message: string; errors?: object } };
}

async function adminProject() {
  const admin = await contextOf("admin@demo.test");
  const [project] = await db().select().from(projects).where(eq(projects.clientId, admin.clientId)).limit(1);
  return project!;
}

describe("text input of the API", () => {
  it("refuses a NUL character in a body string with 422 naming the field, and stores nothing", async () => {
    const project = await adminProject();
    const { status, body } = await sendJson(
      "PUT",
      `/api/projects/${project.id}`,
      JSON.stringify({ title: "A\u0000B" }),
    );
    expect(status).toBe(422);
    expect(body.errors).toEqual({ title: ["The title field must not contain a NUL character."] });
    const [after] = await db().select().from(projects).where(eq(projects.id, project.id));
    expect(after!.title).toBe(project.title);
  });

  it("names nested fields and keys by their path", async () => {
    const client = (await contextOf("admin@demo.test")).clientId;
    const nested = JSON.stringify({ emails: ["ok@demo.test", "x\u0000@demo.test"], access: { type: "NONE" } });
    const { status, body } = await sendJson("POST", `/api/client/${client}/invite_users`, nested);
    expect(status).toBe(422);
    expect(body.errors).toHaveProperty(["emails.1"]);
    const key = await sendJson("POST", `/api/client/${client}/invite_users`, '{"acc\\u0000ess": 1}');
    expect(key.status).toBe(422);
    expect(key.body.errors).toHaveProperty(["access"]);
  });

  it("refuses a NUL character in a query or path parameter with 422 naming it", async () => {
    const headers = await authHeaders("admin@demo.test");
    const query = await app.request("/api/v3/quotes?search=oat%00milk", { headers });
    expect(query.status).toBe(422);
    expect(await query.json()).toMatchObject({ errors: { search: [expect.stringContaining("NUL")] } });
    const param = await app.request("/api/auth/register/get-email/abc%00def");
    expect(param.status).toBe(422);
    expect(await param.json()).toMatchObject({ errors: { hash: [expect.stringContaining("NUL")] } });
  });

  it("ignores prototype keys: the rest of the body is validated and applied as without them", async () => {
    const project = await adminProject();
    const body =
      '{"__proto__": {"title": "Polluted"}, "constructor": {"prototype": {"x": 1}}, "title": "Renamed safely"}';
    const renamed = await sendJson("PUT", `/api/projects/${project.id}`, body);
    expect(renamed.status).toBe(200);
    expect(({} as Record<string, unknown>).title).toBeUndefined();
    const onlyProto = await sendJson("PUT", `/api/projects/${project.id}`, '{"__proto__": {"title": "X"}}');
    expect(onlyProto.status).toBe(422);
    expect(onlyProto.body.errors).toHaveProperty("title");
  });

  it("refuses bodies nested too deeply, however deep", async () => {
    const project = await adminProject();
    const deep = (levels: number) => '{"title": ' + "[".repeat(levels) + "]".repeat(levels) + "}";
    const forty = await sendJson("PUT", `/api/projects/${project.id}`, deep(40));
    expect(forty.status).toBe(422);
    const huge = await sendJson("PUT", `/api/projects/${project.id}`, deep(200_000));
    expect([400, 422]).toContain(huge.status);
  });

  it("builds field errors for keys named like prototype members", () => {
    const schema = z.strictObject({ a: z.string() });
    const result = schema.safeParse(JSON.parse('{"a": "x", "__proto__": 1, "constructor": 2, "toString": 3}'));
    expect(result.success).toBe(false);
    const fields = zodFieldErrors(result.error!);
    expect(Object.keys(fields).sort()).toEqual(["__proto__", "constructor", "toString"]);
    expect(JSON.parse(JSON.stringify(fields))).toHaveProperty("constructor");
  });
});
