import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { ASSISTANT_LIMITS } from "@/lib/constants";
import { bloomAnswerMessages } from "@/lib/messages";
import type { Citation } from "@/lib/schemas/assistant";
import { db } from "@/server/db/client";
import { setEnv } from "@/server/env";
import { call } from "@tests/fixtures/api-call";
import { ask, newThread } from "@tests/fixtures/assistant-requests";
import { contextOf, userByEmail } from "@tests/fixtures/contexts";

const ADMIN = "admin@demo.test";
const RESEARCHER = "researcher@demo.test";
const LUMEN_ADMIN = "olivia.grant@lumenbank.test";
const threads = "/api/v3/assistant/threads";

const citationsOf = (events: Awaited<ReturnType<typeof ask>>["events"]): Citation[] =>
  events.flatMap((event) => (event.event === "citation" ? [event.data] : []));

afterEach(() => setEnv({ ASSISTANT_QUESTIONS_PER_MINUTE: "30" }));

describe("the assistant's calls: who may use them", () => {
  it("answers 401 signed out, before looking at the input", async () => {
    expect((await call(null, "POST", threads, {})).status).toBe(401);
    expect((await call(null, "GET", threads)).status).toBe(401);
    expect((await ask(null, 1, { question: "" })).status).toBe(401);
  });

  it("answers 403 without AI_ASSISTANT (the viewer), on every call", async () => {
    const thread = await newThread(ADMIN);
    expect((await call("viewer@demo.test", "POST", threads, {})).status).toBe(403);
    expect((await call("viewer@demo.test", "GET", threads)).status).toBe(403);
    expect((await call("viewer@demo.test", "GET", `${threads}/${thread}`)).status).toBe(403);
    expect((await ask("viewer@demo.test", thread, { question: "Price?" })).status).toBe(403);
  });

  it("answers 404 for another member's thread and for another client's", async () => {
    const researchers = await newThread(RESEARCHER);
    const lumens = await newThread(LUMEN_ADMIN);
    for (const id of [researchers, lumens, 999_999_999]) {
      expect((await call(ADMIN, "GET", `${threads}/${id}`)).status).toBe(404);
      expect((await call(ADMIN, "PATCH", `${threads}/${id}`, { title: "Mine now" })).status).toBe(404);
      expect((await call(ADMIN, "DELETE", `${threads}/${id}`)).status).toBe(404);
      expect((await ask(ADMIN, id, { question: "What about price?" })).status).toBe(404);
    }
    // The consultant's thread in one client is not theirs in the other.
    const consultant = await userByEmail("consultant@demo.test");
    await db().execute(
      sql`insert into role_permissions (role_id, permission_key) select m.role_id, 'AI_ASSISTANT' from memberships m where m.user_id = ${consultant.id} on conflict do nothing`,
    );
    const lumen = await contextOf(LUMEN_ADMIN);
    const inLumen = await newThread({ email: "consultant@demo.test", client: lumen.clientId });
    expect((await call("consultant@demo.test", "GET", `${threads}/${inLumen}`)).status).toBe(404);
  });

  it("makes a thread in the client client_id names only when it is the caller's current one", async () => {
    const admin = await contextOf(ADMIN);
    const lumen = await contextOf(LUMEN_ADMIN);
    expect((await call(ADMIN, "POST", threads, { client_id: admin.clientId })).status).toBe(201);
    expect((await call(ADMIN, "POST", threads, { client_id: lumen.clientId })).status).toBe(404);
  });

  it("lists, renames and deletes the caller's own threads", async () => {
    const id = await newThread(RESEARCHER);
    expect((await call(RESEARCHER, "PATCH", `${threads}/${id}`, { title: "  Oat price  " })).body.data.title).toBe(
      "Oat price",
    );
    const listed = await call(RESEARCHER, "GET", threads);
    expect(listed.body.data.map((thread: { id: number }) => thread.id)).toContain(id);
    expect((await call(ADMIN, "GET", threads)).body.data.map((thread: { id: number }) => thread.id)).not.toContain(id);
    expect((await call(RESEARCHER, "DELETE", `${threads}/${id}`)).status).toBe(204);
    expect((await call(RESEARCHER, "GET", `${threads}/${id}`)).status).toBe(404);
  });
});

describe("asking: refused input", () => {
  it("answers 422 for an empty or too long question, a scope outside access, and a long title", async () => {
    const id = await newThread(ADMIN);
    const long = "Why ".repeat(ASSISTANT_LIMITS.questionMaxLength);
    const tooLong = await ask(ADMIN, id, { question: long });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body?.errors?.question).toEqual([
      bloomAnswerMessages.questionTooLong(ASSISTANT_LIMITS.questionMaxLength),
    ]);
    expect((await ask(ADMIN, id, { question: "   " })).status).toBe(422);
    const symbols = await ask(ADMIN, id, { question: "?!#%&*()" });
    expect(symbols.status).toBe(422);
    expect(symbols.body?.errors?.question).toEqual([bloomAnswerMessages.questionRequired]);
    expect((await ask(ADMIN, id, { question: "Price?", extra: 1 })).status).toBe(422);
    const lumenStudy = await db().execute<{ id: string }>(
      sql`select s.id from studies s join clients c on c.id = s.client_id where c.name like 'Lumen%' limit 1`,
    );
    const foreign = await ask(ADMIN, id, { question: "Price?", study_ids: [Number(lumenStudy.rows[0]!.id)] });
    expect(foreign.status).toBe(422);
    expect(foreign.body?.errors?.study_ids).toEqual([bloomAnswerMessages.studyNotVisible]);
    const title = "t".repeat(ASSISTANT_LIMITS.threadTitleMaxLength + 1);
    expect((await call(ADMIN, "PATCH", `${threads}/${id}`, { title })).status).toBe(422);
    // Nothing refused was stored.
    expect((await call(ADMIN, "GET", `${threads}/${id}`)).body.data.messages).toEqual([]);
  });

  it("answers 429 with Retry-After once the client has asked its questions for the minute, for every member", async () => {
    setEnv({ ASSISTANT_QUESTIONS_PER_MINUTE: "2" });
    const admins = await newThread(ADMIN);
    const researchers = await newThread(RESEARCHER);
    expect((await ask(ADMIN, admins, { question: "Price of the oat drink?" })).status).toBe(200);
    expect((await ask(RESEARCHER, researchers, { question: "Foam?" })).status).toBe(200);
    const limited = await ask(ADMIN, admins, { question: "Sugar?" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.body?.message).toBe(bloomAnswerMessages.rateLimited);
    // Another client keeps its own budget.
    expect((await ask(LUMEN_ADMIN, await newThread(LUMEN_ADMIN), { question: "Fees?" })).status).toBe(200);
  });
});

describe("asking: the answer stream", () => {
  it("streams named events in order, with the headers of an unbuffered event stream", async () => {
    const id = await newThread(ADMIN);
    const answer = await ask(ADMIN, id, { question: "Does Barista Oat split in hot coffee?" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(answer.headers.get("cache-control")).toBe("no-cache, no-transform");
    const names = answer.events.map((event) => event.event);
    expect(names.slice(0, 2)).toEqual(["thread", "message_start"]);
    expect(names.at(-1)).toBe("done");
    expect(names.filter((name) => name === "delta").length).toBeGreaterThan(1);
    // A citation comes before the text that first cites it, numbered in order of use.
    const cited = citationsOf(answer.events);
    expect(cited.map((citation) => citation.n)).toEqual(cited.map((_, index) => index + 1));
    for (const citation of cited) {
      const at = answer.events.findIndex((event) => event.event === "citation" && event.data.n === citation.n);
      const firstUse = answer.events.findIndex(
        (event) => event.event === "delta" && event.data.text.includes(`[${citation.n}]`),
      );
      expect(at).toBeLessThan(firstUse);
    }
    expect(cited.some((citation) => citation.type === "quote" && /split/.test(citation.text))).toBe(true);
    // The thread is titled by its first question and keeps both messages.
    const stored = (await call(ADMIN, "GET", `${threads}/${id}`)).body.data;
    expect(stored.title).toBe("Does Barista Oat split in hot coffee?");
    expect(stored.messages.map((message: { role: string }) => message.role)).toEqual(["user", "assistant"]);
    expect(stored.messages[1].content).toBe(answer.text);
    expect(stored.messages[1].citations).toEqual(cited);
  });

  it("says there is no support rather than inventing, with no citation", async () => {
    const answer = await ask(ADMIN, await newThread(ADMIN), { question: "What about electric cars and heat pumps?" });
    expect(answer.text).toBe(bloomAnswerMessages.noSupport);
    expect(citationsOf(answer.events)).toEqual([]);
  });

  it("never cites or quotes another client's research (tenant isolation)", async () => {
    const question = "What does the progress ring on the savings goal screen mean, and do round-ups help?";
    // The answer exists, in Lumen Bank's study...
    const inLumen = await ask(LUMEN_ADMIN, await newThread(LUMEN_ADMIN), { question });
    expect(citationsOf(inLumen.events).some((citation) => /ring/i.test(citation.text))).toBe(true);
    // ...and Northwind's admin gets nothing of it.
    const answer = await ask(ADMIN, await newThread(ADMIN), { question });
    const { rows: lumenQuotes } = await db().execute<{ content: string; study_id: string }>(
      sql`select q.content, q.study_id from quotes q join clients c on c.id = q.client_id where c.name like 'Lumen%'`,
    );
    const lumenStudies = new Set(lumenQuotes.map((row) => Number(row.study_id)));
    for (const citation of citationsOf(answer.events)) expect(lumenStudies.has(citation.study.id)).toBe(false);
    for (const row of lumenQuotes) expect(answer.text).not.toContain(row.content);
    expect(answer.text).not.toMatch(/\bring\b/i);
  });

  it("hides a source from an old answer once its reader loses access to the project", async () => {
    const id = await newThread(RESEARCHER);
    const answer = await ask(RESEARCHER, id, { question: "Why do loyal buyers walk past the new green pack?" });
    const packQuote = citationsOf(answer.events).find((citation) => citation.text.includes("walked right past"));
    expect(packQuote).toBeDefined();
    expect(answer.text).toContain("walked right past");
    // The researcher now sees the webshop project only.
    const researcher = await contextOf(RESEARCHER);
    await db().execute(
      sql`update memberships set project_access = 'SELECTED' where user_id = ${researcher.userId} and client_id = ${researcher.clientId}`,
    );
    await db().execute(
      sql`insert into project_members (project_id, user_id) select p.id, ${researcher.userId} from projects p where p.title = 'Webshop & Digital'`,
    );
    const reread = (await call(RESEARCHER, "GET", `${threads}/${id}`)).body.data.messages[1];
    expect(reread.redacted).toBe(true);
    expect(reread.citations.map((citation: Citation) => citation.id)).not.toContain(packQuote!.id);
    expect(reread.content).not.toContain("walked right past");
    expect(reread.content).not.toContain(packQuote!.study.title);
  });
});
