import { asc, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BUSINESS_QUESTION_LIMITS } from "@/lib/constants";
import { bloomProposalMessages } from "@/lib/messages";
import { objectivesUpdateSchema } from "@/lib/schemas/study-draft";
import { db } from "@/server/db/client";
import { studyTemplates } from "@/server/db/schema";
import { composeOutline } from "./compose";
import { questionKey } from "./compose-outline";

const oatDrink =
  "We have a new pack design for our oat drink and want to find out whether Danish parents of young " +
  "children notice it on the shelf and understand what it says about the product. The results will help " +
  "us decide whether to launch the new pack in Denmark this spring or rework it first.";

async function outline(brief: string, count?: number) {
  const reported: number[] = [];
  const result = await composeOutline(db(), { brief, materials: [], count }, (percent) => {
    reported.push(percent);
  });
  return { questions: result.business_questions, reported };
}

const isValid = (questions: string[]) =>
  objectivesUpdateSchema.safeParse({ objectives: questions.map((title) => ({ title })) }).success;

describe("proposing business questions from a brief", () => {
  it("proposes four distinct questions about the brief's pack and oat drink, valid as business questions", async () => {
    const { questions, reported } = await outline(oatDrink);
    expect(questions).toHaveLength(4);
    expect(new Set(questions.map(questionKey)).size).toBe(4);
    expect(isValid(questions)).toBe(true);
    expect(questions.some((question) => question.includes("oat drink"))).toBe(true);
    expect(questions.filter((question) => /\bpack\b/i.test(question)).length).toBeGreaterThanOrEqual(2);
    // The brief's decision leads, in its own words; then the closest template, the pack design evaluation.
    expect(questions[0]).toBe(
      "What do Danish parents of young children tell us that decides whether to launch the new pack in Denmark this spring or rework it first?",
    );
    expect(questions[1]).toBe(
      "How do Danish parents of young children react to the oat drink, as shown in the pack design?",
    );
    expect(questions[2]).toBe("Which pack design has the strongest appeal?");
    expect(reported).toEqual([10, 40, 100]);
  });

  it("names the brief's audience where a template speaks of shoppers", async () => {
    const { questions } = await outline(oatDrink, 8);
    expect(questions.length).toBe(8);
    expect(questions).toContain("How quickly do Danish parents of young children find the oat drink pack on shelf?");
  });

  it("proposes as many questions as asked, within the business question limits", async () => {
    for (const count of [1, 3, 6, 8]) {
      const { questions } = await outline(oatDrink, count);
      expect(questions).toHaveLength(count);
      expect(new Set(questions.map(questionKey)).size).toBe(count);
      expect(isValid(questions)).toBe(true);
    }
    expect((await outline(oatDrink, 0)).questions).toHaveLength(BUSINESS_QUESTION_LIMITS.min);
    expect((await outline(oatDrink, 50)).questions).toHaveLength(BUSINESS_QUESTION_LIMITS.max);
    expect((await outline(oatDrink, Number.NaN)).questions).toHaveLength(4);
  });

  it("still proposes a full outline for a brief with no matching words: the recommended templates' questions", async () => {
    const recommended = await db()
      .select({ objectives: studyTemplates.objectives })
      .from(studyTemplates)
      .where(eq(studyTemplates.recommended, true))
      .orderBy(desc(studyTemplates.recommended), asc(studyTemplates.position), asc(studyTemplates.id));
    const { questions } = await outline("zxqv blorp flimflam", 6);
    expect(questions).toEqual(recommended.flatMap((row) => row.objectives).slice(0, 6));
    expect((await outline("", 4)).questions).toHaveLength(4);
  });

  it("gives the same outline for the same brief", async () => {
    expect((await outline(oatDrink, 5)).questions).toEqual((await outline(oatDrink, 5)).questions);
  });

  it("says so when the brief is in another language, and what it read of it", async () => {
    const french =
      "Nous voulons savoir si les parents à Paris et à Lyon remarquent le nouvel emballage Oatly en rayon. " +
      "Les participants voient deux emballages à 2,50 €.";
    const result = await composeOutline(db(), { brief: french, materials: [] }, () => {});
    expect(result.note).toBe(bloomProposalMessages.otherLanguage("French"));
    expect(isValid(result.business_questions)).toBe(true);
    expect((await composeOutline(db(), { brief: oatDrink, materials: [] }, () => {})).note).toBeNull();
  });

  it("follows the brief's subject: a churn brief gets churn questions", async () => {
    const { questions } = await outline(
      "Why do customers cancel their subscription to our meal kit service in Germany? We must decide what to fix first.",
    );
    expect(questions[0]).toBe("What do customers in Germany tell us that decides what to fix first?");
    expect(questions).toContain("Why do customers in Germany leave?");
  });
});
