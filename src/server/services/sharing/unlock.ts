import { SHARE_LINK_TRIES_PER_MINUTE } from "@/lib/constants";
import { hashPassword, verifyPassword } from "../../auth/password";
import type { Database } from "../../db/client";
import { type LimitRule, clearHits } from "../../security/rate-limit";
import { countAttempt } from "../../security/throttles";

/** Password tries per link and address, like sign-in's per (account, address) budget. */
export const unlockRules = (linkId: string, address: string): LimitRule[] => [
  { key: `share-unlock:${linkId}|${address}`, limit: SHARE_LINK_TRIES_PER_MINUTE, windowSeconds: 60 },
];

// An unknown link is checked against this hash, so it costs the same argon2 work as a wrong
// password: the answer's timing never tells which links exist.
let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashPassword("share-link-decoy-password"));

interface LinkSecret {
  password_hash: string;
  password_set_at: Date;
}

/** The password of a live, protected share link (published, not revoked, not expired), or null. */
async function findLinkSecret(database: Database, linkId: string): Promise<LinkSecret | null> {
  // A named statement, planned once per pooled connection: every password typed on a public share
  // page runs it.
  const { rows } = await database.$client.query<LinkSecret>({
    name: "share_link_secret",
    text: `select l.password_hash, l.password_set_at from share_links l
            where l.id = $1 and l.password_hash is not null and l.revoked_at is null
              and (l.expires_at is null or l.expires_at > now())
              and exists (select 1 from published_showreels p where p.showreel_id = l.showreel_id)`,
    values: [linkId],
  });
  return rows[0] ?? null;
}

/**
 * Checks a password typed on a share link's page. Throws the 429 of the throttle when this address
 * has used up its tries on this link; else the password's version (for the unlock cookie) when it
 * is right, or null when it is wrong or the link does not exist, answered alike and in the same time.
 */
export async function unlockShareLink(
  database: Database,
  linkId: string,
  address: string,
  password: string,
): Promise<Date | null> {
  const rules = unlockRules(linkId, address);
  await countAttempt(database, rules);
  const [secret, decoyed] = await Promise.all([findLinkSecret(database, linkId), decoyHash()]);
  const valid = await verifyPassword(secret?.password_hash ?? decoyed, password);
  if (!secret || !valid) return null;
  await clearHits(
    database,
    rules.map((rule) => rule.key),
  );
  return secret.password_set_at;
}
