import { FILL_IN_MARKER } from "../constants";
/** What Bloom says: its built-in engine's ratings and proposals, the AI wizard's errors, its answers. */

/**
 * What Bloom's built-in engine suggests for each criterion a brief does not meet yet: one
 * step a researcher can act on, with an example. `subject` is what the brief is about ("the oat drink
 * pack"), or `defaultSubject` when the brief does not say.
 */
export const briefSuggestions = {
  sentences:
    "Write the brief in sentences: what you want to learn, from whom and where, what they will see, and what you will decide. A list of keywords says none of that.",
  /** A brief in another language: the built-in engine reads English, and says so. */
  otherLanguage: (language: string) =>
    `Bloom's built-in engine reads briefs in English; this one looks like ${language === "another script" ? "another language" : language}, so only its names, places and numbers were read. Write it in English for a full rating.`,
  objective: (subject: string) =>
    `Say what you want to learn: for example 'We want to find out whether ${subject} is clear and appealing, and why.'`,
  audience: "Say who the participants are: for example 'parents of young children in Denmark who shop online'.",
  market:
    "Name the market and the language of the interviews: for example 'in Denmark, in Danish' or 'in the UK and Ireland'.",
  decision: (subject: string) =>
    `Say which decision the results will support: for example 'whether to launch ${subject} as it is or rework it first'.`,
  stimulus:
    "Say what participants will see or try (a concept, prototype, website, app, ad or pack), or add it as a study material.",
  tooShort: (words: number, min: number) =>
    `Add more detail: the brief has ${words} word${words === 1 ? "" : "s"}; at least ${min} give enough to work with (the background, what you want to learn, from whom and why).`,
  tooLong: (words: number, max: number) =>
    `Shorten the brief to at most ${max} words (it has ${words}): keep the objective, audience, market and decision, and add background documents as study materials.`,
  defaultSubject: "the new concept",
} as const;

/** What Bloom's built-in engine says of itself. */
export const builtInEngineMessages = {
  label: "Bloom — built-in engine (no AI model — built from your research and templates)",
  noTranslator:
    "Bloom's built-in engine cannot translate, so the texts are unchanged. Translate them in the study design, or ask your administrator to connect an AI model that translates.",
  emptyLibrary: "The study template library is empty, so the built-in engine has nothing to compose from.",
} as const;

/** Business questions the built-in engine asks about a brief's own facts (server/ai/built-in/fact-questions). */
export const factQuestionText = {
  defaultAudience: "participants",
  defaultProduct: "the product",
  worry: (worry: string, who: string) => `How real is the worry that ${worry}, for ${who}?`,
  worryAlone: (worry: string) => `How real is the worry that ${worry}?`,
  decision: (decision: string, who: string) => `What do ${who} tell us that decides ${decision}?`,
  price: (product: string, prices: string, who: string) =>
    `Which price feels right for ${withThe(product)}${who ? ` to ${who}` : ""}: ${prices}?`,
  claims: (product: string, who: string) =>
    `Which claims about ${withThe(product)} do ${who || "participants"} believe, and which would make them choose it?`,
  reaction: (who: string, product: string, stimuli: string) =>
    `How do ${who} react to ${withThe(product)}${stimuli ? `, as shown in the ${stimuli}` : ""}?`,
} as const;

/** What the wizard says of a built-in proposal: where it came from and what is left to fill in. */
export const bloomProposalMessages = {
  drawnFrom: (templates: readonly string[]) =>
    templates.length === 0
      ? "Drawn from your brief alone."
      : `Drawn from your brief and the template${templates.length === 1 ? "" : "s"} ${templates.map((title) => `“${title}”`).join(", ")}.`,
  /** A brief in another language: the proposal rests on the templates and the brief's names and numbers. */
  otherLanguage: (language: string) =>
    `Bloom's built-in engine reads briefs in English; this brief looks like ${language === "another script" ? "another language" : language}, so only its names, places and numbers shaped this proposal. Check each question against your brief, or write the brief in English.`,
  needsEdit: (count: number) =>
    `${count} question${count === 1 ? " needs" : "s need"} your edit before Start study: replace the “[Fill in: …]” text with your own.`,
} as const;

/** Questions the built-in engine adds to a design from a brief's facts (server/ai/built-in/fact-tasks). */
export const factTaskText = {
  worry: (worry: string) => `Some people feel that ${worry}. How do you see it, and why?`,
  likely: (product: string) => `How likely would you be to choose ${withThe(product)}?`,
  clearChoice: (product: string) => `What would make ${withThe(product)} the clear choice for you?`,
  price: (price: string, product: string) => `At ${price}, ${withThe(product)} feels…`,
  priceOptions: ["A bargain", "Good value", "About right", "Too expensive"],
  claims: (product: string) => `Which of these claims about ${withThe(product)} do you believe most?`,
  look: (stimulus: string) => `Please look at the ${stimulus}.`,
  firstImpression: (product: string) => `What is your first impression of ${withThe(product)}?`,
  /** A template placeholder the brief has no fact for: the researcher writes it. */
  fillIn: (what: string) => `${FILL_IN_MARKER} ${what} from your brief]`,
} as const;

/** "the oat drink", but "Kivo" and "the product" as they are. */
function withThe(thing: string): string {
  return /^(?:the|a|an|our)\s|^\p{Lu}/u.test(thing) ? thing : `the ${thing}`;
}

/** The built-in engine's answers (server/ai/built-in/compose-answer): it never claims more than its passages say. */
export const builtInAnswerMessages = {
  supported: "What your research says about this, by business question:",
  supportedStudies: "What your research says about this, by study and business question:",
  notSaid: (missing: string[]) =>
    `No participant said anything about ${quoted(missing)}; the closest is what your research says below.`,
  contradicted: (missing: string[]) =>
    `No participant said ${quoted(missing)}; some said the opposite. The closest is below.`,
  sideBySide: (labels: string[]) => `Side by side: ${labels.join(" and ")}.`,
  nothingFor: (label: string) => `I found nothing about this for ${label}.`,
  wholeStudy: "The study as a whole",
  /** A question in another language: retrieval says what it reads, whichever engine answers. */
  otherLanguage: (language: string) =>
    `Bloom searches your research in English; this question looks like ${language === "another script" ? "another language" : language}, so I searched only for the names and numbers in it.`,
} as const;

/** Words in curly quotes, joined as a reader would list them: “a”, “b” and “c”. */
function quoted(words: string[]): string {
  const each = words.map((word) => `“${word}”`);
  return each.length > 1 ? `${each.slice(0, -1).join(", ")} and ${each.at(-1)}` : (each[0] ?? "");
}

/** The numbers the built-in engine computes from task answers (services/assistant/counted-facts). */
export const countedFactMessages = {
  of: (count: number, total: number) => `${count} of ${total} participant${total === 1 ? "" : "s"}`,
  outcome: (outcome: "COMPLETED" | "WITH_DIFFICULTY" | "FAILED", who: string) =>
    ({
      FAILED: `${who} did not complete the task`,
      WITH_DIFFICULTY: `${who} completed it with difficulty`,
      COMPLETED: `${who} completed it without difficulty`,
    })[outcome],
  averageTime: (seconds: number) => `On average it took ${seconds} s.`,
  chose: (who: string, option: string) => `${who} chose “${option}”`,
  scored: (answered: number, average: string, top: string) =>
    `${answered} participants scored it ${average} out of 5 on average; ${top} gave 4 or 5.`,
  task: (task: string, study: string) => `Counted from the answers to “${task}” (${study}):`,
} as const;

/** Bloom's calls (001 §7, §8): the spec's words where it has them. */
export const aiMessages = {
  briefTooLong: (max: number) => `The brief may be at most ${max} characters.`,
  languageUnknown: "Choose one of the languages offered.",
  /** 001 §8: a generation with status ERROR raises the generic AI study config error. */
  generationFailed: "Bloom could not prepare the study configuration. Please try again.",
  /** 001 §8: polling gave up after 5000 ms. */
  timedOut: "It looks like the operation took too long and has timed out.",
  aborted: "Aborted",
  generationTimedOut: (seconds: number) => `Bloom took longer than ${seconds} s and stopped.`,
  invalidResult: (reason: string) => `Bloom's answer was not a valid study configuration: ${reason}`,
  businessQuestionIndex: "Choose one of the business questions of this request.",
  tooManyGenerations: (running: number) =>
    `Bloom is already preparing ${running} proposals for your team. Please try again in a few seconds.`,
} as const;

/** The headings and gap prompts of a brief refined by Bloom's built-in engine. */
export const briefRefinement = {
  objective: "Objective",
  objectiveGap: "What do you want to learn, and why?",
  participants: "Participants and market",
  participantsGap: "Who takes part, and in which market and language?",
  stimulus: "What participants see",
  stimulusGap: "Which concept, prototype, website, app, ad or pack do they see or use?",
  decision: "Decision",
  decisionGap: "Which decision will the results support?",
  background: "Background",
  materials: (names: string[]) => `The study materials: ${names.join(", ")}.`,
} as const;
