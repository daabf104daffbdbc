/**
 * What the fuzz suite's caller needs beyond the demo data, made through the running server: an
 * assistant thread, a material on a draft, a share link, and the secrets that only a mail carries.
 */
import fs from "node:fs/promises";
import path from "node:path";
import type pg from "pg";
import { DEMO_INVITATION_TOKEN } from "@/server/demo/demo-logins";
import { type CallerObjects, callerObjects } from "./caller-objects";

/** The server under test: its address, its data folder and the caller's bearer header. */
export interface FuzzServer {
  url: string;
  dataDir: string;
  bearer: string;
  database: pg.Client;
}

async function api<T>(server: FuzzServer, method: string, at: string, body: unknown): Promise<T> {
  const response = await fetch(`${server.url}${at}`, {
    method,
    headers: { authorization: server.bearer, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${at} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** Asks for a password reset for `email` and reads its token from the server's outbox. */
async function resetTokenFor(server: FuzzServer, email: string): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/password/email`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, is_customer_portal: true }),
  });
  if (!response.ok) throw new Error(`password/email answered ${response.status}`);
  // The mail goes out after the answer: look for it for a while.
  const outbox = path.join(server.dataDir, "outbox");
  for (let attempt = 0; attempt < 100; attempt++) {
    for (const name of await fs.readdir(outbox).catch(() => [] as string[])) {
      const text = (await fs.readFile(path.join(outbox, name), "utf8")).replace(/=\r?\n/g, "");
      const token = /\/auth\/reset_password\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
      if (token && text.toLowerCase().includes(`to: ${email}`)) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no reset mail to ${email}`);
}

/**
 * The admin's real objects, plus an assistant thread, a draft's material, a reset token (of
 * another demo user, so the caller's own session stays) and the demo invitation's token.
 */
export async function prepareObjects(server: FuzzServer): Promise<CallerObjects> {
  const { database } = server;
  const { rows } = await database.query<{ id: number }>("select default_client_id as id from users where email = $1", [
    "admin@demo.test",
  ]);
  const client = rows[0]!.id;
  const thread = await api<{ id: number }>(server, "POST", "/api/v3/assistant/threads", { client_id: client });
  const drafts = await database.query<{ id: number }>(
    "select id from studies where status = 'DRAFT' and client_id = $1 order by id",
    [client],
  );
  const material = { title: "Prototype", link: "https://example.test/prototype" };
  await api(server, "POST", `/api/studies/${drafts.rows[0]!.id}/objects`, material);
  const objects = await callerObjects(database, "admin@demo.test", {
    thread: thread.id,
    invitationToken: DEMO_INVITATION_TOKEN,
    resetToken: await resetTokenFor(server, "researcher@demo.test"),
  });
  const link = await api<{ id: string }>(server, "POST", `/api/v1/showreels/${objects.showreel}/share_links`, {
    name: "Fuzz",
  });
  return { ...objects, shareLink: link.id };
}
