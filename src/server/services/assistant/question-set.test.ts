import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { askBuiltIn } from "@tests/fixtures/ask-built-in";
import { type QuestionKind, questionSet } from "@tests/fixtures/assistant-question-set";
import { wrongness } from "@tests/fixtures/judge-answer";

/*
 * The built-in engine on its question set (tests/fixtures/assistant-question-set): every kind of
 * question, each answered through the service as its asker, judged as a researcher would read
 * the answer. The bar is 90 % right per kind, and no citation outside the asker's client.
 */

const REQUIRED_SHARE = 0.9;

describe("the built-in engine's question set", () => {
  it(`answers at least ${REQUIRED_SHARE * 100} % of each kind right and cites only the asker's research`, async () => {
    const right = new Map<QuestionKind, number>();
    const asked = new Map<QuestionKind, number>();
    const misses: string[] = [];
    let outside = 0;
    for (const item of questionSet) {
      const answer = await askBuiltIn(item.who, item.question);
      const ids = answer.citations.map((citation) => citation.study.id);
      if (ids.length) {
        const { rows } = await db().execute<{ n: string }>(
          sql`select count(*) as n from studies where id = any(${`{${ids.join(",")}}`}::bigint[]) and client_id <> ${answer.clientId}`,
        );
        outside += Number(rows[0]!.n);
      }
      const wrong = wrongness(item, answer);
      asked.set(item.kind, (asked.get(item.kind) ?? 0) + 1);
      if (wrong) misses.push(`[${item.kind}] ${item.question} → ${wrong}`);
      else right.set(item.kind, (right.get(item.kind) ?? 0) + 1);
    }
    const shares = [...asked].map(([kind, count]) => ({ kind, share: (right.get(kind) ?? 0) / count, count }));
    console.info(
      `Question set: ${shares.map(({ kind, share, count }) => `${kind} ${Math.round(share * 100)} % of ${count}`).join(", ")}` +
        (misses.length ? `\nWrong:\n${misses.join("\n")}` : ""),
    );
    expect(questionSet.length).toBeGreaterThanOrEqual(40);
    expect(outside).toBe(0);
    for (const { kind, share } of shares) expect(share, kind).toBeGreaterThanOrEqual(REQUIRED_SHARE);
  });
});
