/** A past conversation with Bloom, so the assistant screen does not open empty. */
import { assistantMessages, assistantThreads } from "../../db/schema";
import type { SeedContext } from "./context";

/** Plans one thread of admin@demo.test in Northwind Foods that cites the Barista Oat study. */
export function planAssistant(ctx: SeedContext, studyIdOf: (key: string) => number): void {
  const { plan, ids } = ctx;
  const threadId = plan.nextId(assistantThreads);
  const createdAt = new Date("2025-02-06T08:30:00Z");
  const study = studyIdOf("oat-concept");
  plan.push(assistantThreads, {
    id: threadId,
    clientId: ids.clients.get("northwind"),
    userId: ids.users.get("admin@demo.test"),
    title: "Barista Oat: price and proof",
    createdAt,
    updatedAt: createdAt,
  });
  plan.push(
    assistantMessages,
    {
      id: plan.nextId(assistantMessages),
      threadId,
      role: "user",
      content: "What did participants say would make them buy Barista Oat?",
      createdAt,
    },
    {
      id: plan.nextId(assistantMessages),
      threadId,
      role: "assistant",
      content:
        "Across the eight interviews of *Barista Oat – concept test*, three things came up:\n\n" +
        "1. **Proof that it does not split** in hot coffee, ideally from a barista.\n" +
        "2. **A visible price**: dairy drinkers would switch only at price parity.\n" +
        "3. **Foam and creaminess** are the reasons to buy; the climate benefit is a bonus.\n\n" +
        "Would you like a showreel of the clips behind this?",
      metadata: { citations: [{ type: "study", id: study }], stopped: false },
      createdAt: new Date(createdAt.getTime() + 9_000),
    },
  );
}
