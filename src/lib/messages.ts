import { FILL_IN_MARKER, MAX_SHARE_LINKS_PER_SHOWREEL } from "./constants";
/**
 * Every user-visible message the specification quotes, word for word (000 §5, §8; 001 §8).
 * Browser-safe; the server imports these too so both sides say the same thing.
 */
export const messages = {
  // Validation (000 §5)
  passwordHint: "At least 8 characters including 1 letter, 1 number and 1 symbol",
  passwordMismatch: "Password does not match",
  required: "This value is required",
  termsRequired: "Please accept terms to start a study",
  emailInUse: "Email is already in use",
  selfRegisterBlocked: "Self registering is not supported at the moment",
  invalidData: "The given data was invalid.",
  invalidEmail: "The email must be a valid email address.",

  // Session and auth (000 §8)
  wrongCredentials: "Wrong email or password. Please try again.",
  refreshTokenInvalid: "The refresh token is invalid.",
  emailNotVerified: "Email not verified. Verify email and try again.",
  bothTokensExpired: "Both token and refresh token have expired. Your request was aborted.",
  studyClosed: "This study is now closed. Thanks for your interest.",

  // Team management (000 §5, §8)
  seatsExceeded: "The number of emails exceed the available seats.",
  notAValidEmail: (email: string) => `${email} is not a valid email address`,
  accountExists: "An account with the specified email already exists",
  /** accountExists beside one address of several, naming it. */
  accountExistsFor: (email: string) => `${email}: An account with the specified email already exists`,
  revokeConfirm: (email: string, project: string) =>
    `Are you sure you want to revoke access of user ${email} from the project ${project}?`,
  revokeDone: (email: string, project: string) => `Access of user ${email} to the project ${project} has been revoked`,
  removeUserConfirm: (name: string) => `Are you sure you want to remove user ${name}?`,
  seatsAvailable: (count: number) => (count === 1 ? "1 seat available" : `${count} seats available`),
  unsavedChanges: "You have unsaved changes. Are you sure you want to close the dialog without saving the changes?",

  // Pages (000 §2, §8)
  notFoundPage: "This page could not be found",
  errorTitle403: "You are not authorized to view this page",
  errorTitle404: "Page Not Found",
  errorTitleOther: "An error occurred",
  createStudyTemplates: "browse 20+ study templates",

  // Research content (001 §8)
  aiTimeout: "It looks like the operation took too long and has timed out.",
  quoteNotFound: "Quote not found",
  interviewNotFound: "Interview not found",
  segmentNotFound: "Segment not found",
  showreelNotFound: "Showreel not found",
  publicShowreelMissing: "The specified showreel doesn't exist, or isn't published",
  shareLinkNotFound: "Share link not found",
  shareLinkNeedsPublished: "Publish the showreel before sharing it with a link.",
  shareLinkLimit: `A showreel has at most ${MAX_SHARE_LINKS_PER_SHOWREEL} share links.`,
  shareLinkExpiryPast: "The expiry must lie in the future.",
  shareLinkPasswordWrong: "That password is not right. Check it and try again.",
  shareLinkPasswordRequired: "Enter the password.",
  editNoPermission: "You don't have permission to access this page.",
  editNotDraft: "You cannot edit a study which is not in draft state",
  showingVideos: (count: number) => `Showing ${count} videos`,
  /** The quotes list's count; `capped` when counting stopped at the cap ("10,000+ quotes"). */
  quoteCount: (count: number, capped: boolean) =>
    `${count.toLocaleString("en")}${capped ? "+" : ""} ${count === 1 && !capped ? "quote" : "quotes"}`,
  videoPreparing: (ready: number, total: number) => `This video is being prepared — ${ready} of ${total}`,

  // Input refusals of our own (the spec quotes none for these)
  unknownField: (field: string) => `The ${field} field is not allowed.`,
  nulCharacter: (field: string) => `The ${field} field must not contain a NUL character.`,
  badAddress: "This address contains characters that cannot be used. Check the link and try again.",
  nestedTooDeeply: (depth: number) => `The request body is nested more than ${depth} levels deep.`,
  databaseUnavailable: "The service is briefly unavailable. Please try again in a few seconds.",
  uploadLarger: "The file is larger than announced.",
  uploadSmaller: "The file is smaller than announced.",
  uploadNotMedia: (contentType: string) => `The file is not a valid ${contentType} file.`,
  webAddressRequired: "The url must be a web address.",
  oembedJsonOnly: "Only format=json is available.",

  // Study creation (001 §5: the rule's own words where it gives them, ours where it shows none)
  templateRequired: "A template must be selected.",
  draftSaved: "Draft saved. You can go on here, or come back to it from the study list.",
  recruitmentRequired: "A recruitment option must be selected.",
  editEmptyStudy: "This study is empty and cannot be edited here. Please contact support.",
  editMixedMaterials: "This study mixes file and link materials and cannot be edited here. Please contact support.",
  materialTooLarge: (mb: number) => `The file is larger than ${mb} MB.`,
  materialTypeNotAccepted: "Study materials can be images, videos or PDF files.",
  tooManyMaterials: (max: number) => `A study can have at most ${max} study materials.`,
  tooFewMaterials: (min: number) => `Add at least ${min} study material${min === 1 ? "" : "s"}.`,
  tooManyImages: (max: number) => `A study can have at most ${max} images.`,
  materialKindNotAccepted: (kind: "files" | "links") => `This study's template does not take ${kind}.`,
  materialUrlInvalid: "Enter a web address that starts with http:// or https://.",
  linkInvalid: "Enter a valid link with a host and a top-level domain, such as https://example.com.",
  materialsLocked: "The study materials of a saved draft cannot be changed.",
  countryLanguageLocked: "The market and language of a saved draft cannot be changed.",
  businessQuestionsTooFew: (min: number) => `Write at least ${min} business question${min === 1 ? "" : "s"}.`,
  businessQuestionsTooMany: (max: number) => `A study can have at most ${max} business questions.`,
  businessQuestionDuplicate: "This business question is already in the study.",
  businessQuestionInUse: "This business question has sections linked to it. Move or delete them first.",
  sectionNeedsBusinessQuestion: "Choose the business question this section answers.",
  sectionWithoutQuestions: "Each section needs at least 1 question.",
  tooManyQuestions: (max: number) => `A section can have at most ${max} questions.`,
  tooManySections: (max: number) => `A study can have at most ${max} sections.`,
  optionsTooFew: (min: number) => `Give at least ${min} choices.`,
  optionsTooMany: (max: number) => `Give at most ${max} choices.`,
  subtasksTooFew: (min: number) => `Add at least ${min} subtask${min === 1 ? "" : "s"}.`,
  ageRangeOrder: "The lowest age must not be above the highest.",
  studyNotDraft: "This study has started; only its title can be changed.",
  studyNotReady: "The study is not ready to start yet.",
  notInStudy: "This does not belong to this study.",
  sectionMissing: "There is no section with this index.",
  materialNotInStudy: "This study material is no longer part of the study.",
  materialRequired: "Upload a file or enter a link.",
  optionsNotAllowed: "Only checkbox and radio questions have choices.",
  subtasksNotAllowed: "Only questions with subtasks have subtasks.",
  subtasksTooMany: (max: number) => `Add at most ${max} subtasks.`,
  explainerTextOnly: "Only a text-only question can be an explainer.",
  audienceMixed: "Give one audience for the whole study, or one for each segment.",
  statusBackToDraft: "A study that has started cannot go back to draft.",
  publishDraft: "A draft cannot be published. Start the study first.",
  sectionsRequired: "Add at least 1 section with a question.",

  // Exports (001 §1, §7: the spec quotes no words for them)
  exportTargetRequired: "Choose a study or a project to export.",
  exportTargetBoth: "Export either a study or a project, not both.",
  exportIdInvalid: (field: string) => `The selected ${field} is invalid.`,
  exportLanguage: "Decks are made in English, the language of the portal.",
  exportPublicShowreels: "public_showreels must be true or false.",
  exportFailed: "The file could not be made. Please try again.",

  // States of our own pages (the spec shows none)
  feedNotConfigured: "No content feed is set up for this portal yet.",
  feedUnavailable: "The articles could not be loaded right now. Try again in a few minutes.",
  feedEmpty: "There are no articles yet.",
} as const;

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

/** Bloom's answers across a client's research: the assistant chat and its calls. */
export const bloomAnswerMessages = {
  noSupport:
    "I found nothing about this in your research, so I will not guess. Try other words, or ask about a study, a business question or what participants did.",
  questionRequired: "Ask a question.",
  questionTooLong: (max: number) => `A question may be at most ${max} characters.`,
  titleTooLong: (max: number) => `A title may be at most ${max} characters.`,
  rateLimited: "Your team has asked Bloom many questions in the last minute. Please wait a moment and ask again.",
  threadNotFound: "The conversation doesn't exist, or isn't yours.",
  studyNotVisible: "Choose studies you can see.",
  projectNotVisible: "Choose a project you can see.",
  /** Shown under an old answer when some of its sources are no longer visible to the reader. */
  sourcesHidden: "Some sources of this answer are no longer available to you, so the parts that cited them are hidden.",
  answerFailed: "Bloom could not answer this question. Please try again.",
  streamFailed: "The answer stopped before it was complete.",
  stopped: "You stopped this answer.",
  newThreadTitle: "New conversation",
} as const;
