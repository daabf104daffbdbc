import { createHash, randomBytes } from "node:crypto";
import type { Database } from "../../db/client";

// The salt of today's viewer hashes, from the database so that every web process hashes alike.
let cached: { day: string; salt: string } | undefined;

const today = () => new Date().toISOString().slice(0, 10);

async function saltOf(database: Database, day: string): Promise<string> {
  if (cached?.day === day) return cached.salt;
  // Raw SQL: a data-modifying CTE inserts the day's salt unless one exists (on conflict do nothing)
  // and a `union all` reads the one that won, in one named statement.
  const { rows } = await database.$client.query<{ salt: string }>({
    name: "viewer_salt",
    text: `with made as (insert into viewer_salts (day, salt) values ($1, $2) on conflict (day) do nothing returning salt)
           select salt from made union all select salt from viewer_salts where day = $1 limit 1`,
    values: [day, randomBytes(32).toString("base64url")],
  });
  cached = { day, salt: rows[0]!.salt };
  return cached.salt;
}

/**
 * Who watched, without keeping who: a hash of the day's random salt, the address and the user
 * agent. The salt is deleted once its day is over (pruneViewLog), after which nobody, the
 * portal included, can link a hash to an address.
 */
export async function viewerHash(database: Database, address: string, userAgent: string): Promise<string> {
  const salt = await saltOf(database, today());
  return createHash("sha256").update(`${salt}\n${address}\n${userAgent}`).digest("base64url").slice(0, 32);
}
