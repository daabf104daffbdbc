import { bigint, customType, timestamp } from "drizzle-orm/pg-core";

/**
 * Id scheme: internal rows use bigint identity keys (compact, ordered, cheap to join); tenancy is
 * enforced by scoping, never by id secrecy. Ids that appear in public links (published showreels)
 * and every token are random strings of at least 128 bits instead (see public-id.ts).
 */
export const id = () => bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity();

/** A reference to another row's bigint id. */
export const ref = () => bigint({ mode: "number" });

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const at = () => timestamp({ withTimezone: true });

/** PostgreSQL full-text document (read-only in the app; maintained as a generated column). */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
