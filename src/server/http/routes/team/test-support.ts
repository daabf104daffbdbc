import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/server/db/client";
import { clients, memberships, projects, roles } from "@/server/db/schema";
import { outboxDir } from "@/server/mail/transport";
import { userByEmail } from "../../../../../tests/fixtures/contexts";

export { type Answer, type Caller, call } from "../../../../../tests/fixtures/api-call";

export async function clientId(name: "Northwind Foods" | "Lumen Bank"): Promise<number> {
  const [row] = await db().select({ id: clients.id }).from(clients).where(eq(clients.name, name));
  return row!.id;
}

export async function userId(email: string): Promise<number> {
  return (await userByEmail(email)).id;
}

export async function roleId(key: string): Promise<number> {
  const [row] = await db().select({ id: roles.id }).from(roles).where(eq(roles.key, key));
  return row!.id;
}

export async function projectOf(client: number, clientCreated: boolean) {
  const [row] = await db()
    .select()
    .from(projects)
    .where(and(eq(projects.clientId, client), eq(projects.clientCreated, clientCreated)))
    .orderBy(projects.id)
    .limit(1);
  return row!;
}

/** Sets the client's seat limit so exactly `free` seats are left. */
export async function leaveFreeSeats(client: number, free: number): Promise<void> {
  const [{ used }] = (await db()
    .select({ used: sql<number>`count(*)::int` })
    .from(memberships)
    .where(eq(memberships.clientId, client))) as [{ used: number }];
  await db()
    .update(clients)
    .set({ seatLimit: used + free })
    .where(eq(clients.id, client));
}

/** The raw text of every .eml in the outbox sent to `to` (quoted-printable soft breaks removed). */
export async function mailsTo(to: string): Promise<string[]> {
  const folder = outboxDir();
  const names = await readdir(folder).catch(() => [] as string[]);
  const out: string[] = [];
  for (const name of names.filter((n) => n.endsWith(".eml"))) {
    const raw = (await readFile(path.join(folder, name), "utf8")).replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    if (raw.toLowerCase().includes(`to: ${to.toLowerCase()}`)) out.push(raw);
  }
  return out;
}

/** The invitation token of the register link in a mail. */
export function registerToken(mail: string): string | null {
  const match = /\/auth\/register\?hash=([\w%-]+)/.exec(mail);
  return match ? decodeURIComponent(match[1]!) : null;
}
