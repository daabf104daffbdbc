import { MAX_SHARE_LINKS_PER_SHOWREEL } from "../constants";
import { shellMessages } from "./shell";
import { quoteMessages, teamMessages } from "./pages";
/**
 * Every user-visible message the specification quotes, word for word (000 §5, §8; 001 §8).
 * Browser-safe; the server imports these too so both sides say the same thing.
 */
export const messages = {
  // The header's, every dialog's and a preparing video's (000 §5, §8; kept apart for the pages' scripts)
  ...shellMessages,
  // The team page's and the quotes page's (000 §5, §8; kept apart for their scripts)
  ...teamMessages,
  ...quoteMessages,

  // Validation (000 §5)
  passwordHint: "At least 8 characters including 1 letter, 1 number and 1 symbol",
  passwordMismatch: "Password does not match",
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

  // Pages (000 §2, §8)
  notFoundPage: "This page could not be found",
  errorTitle403: "You are not authorized to view this page",
  errorTitle404: "Page Not Found",
  errorTitleOther: "An error occurred",

  // Research content (001 §8)
  aiTimeout: "It looks like the operation took too long and has timed out.",
  quoteNotFound: "Quote not found",
  interviewNotFound: "Interview not found",
  segmentNotFound: "Segment not found",
  showreelNotFound: "Showreel not found",
  // The API's other 404 messages (the specification quotes none of these)
  studyNotFound: "Study not found.",
  projectNotFound: "Project not found.",
  insightNotFound: "Insight not found.",
  studyMaterialNotFound: "Study material not found.",
  templateNotFound: "Template not found.",
  studyTemplateNotFound: "Study template not found.",
  uploadNotFound: "Upload not found.",
  generationNotFound: "Generation not found.",
  publicShowreelMissing: "The specified showreel doesn't exist, or isn't published",
  /** The closing card's line under the client's name, burned into reels with cards. */
  reelClosingLine: "Thank you for watching",
  shareLinkNotFound: "Share link not found",
  shareLinkNeedsPublished: "Publish the showreel before sharing it with a link.",
  shareLinkLimit: `A showreel has at most ${MAX_SHARE_LINKS_PER_SHOWREEL} share links.`,
  videoShareLinkNeedsPublished: "Publish the video before sharing it with a link.",
  videoShareLinkLimit: `A video has at most ${MAX_SHARE_LINKS_PER_SHOWREEL} share links.`,
  shareLinkExpiryPast: "The expiry must lie in the future.",
  shareLinkPasswordWrong: "That password is not right. Check it and try again.",
  shareLinkPasswordRequired: "Enter the password.",
  editNoPermission: "You don't have permission to access this page.",
  editNotDraft: "You cannot edit a study which is not in draft state",
  showingVideos: (count: number) => `Showing ${count} videos`,

  // Input refusals of our own (the spec quotes none for these)
  unknownField: (field: string) => `The ${field} field is not allowed.`,
  nulCharacter: (field: string) => `The ${field} field must not contain a NUL character.`,
  badAddress: "This address contains characters that cannot be used. Check the link and try again.",
  nestedTooDeeply: (depth: number) => `The request body is nested more than ${depth} levels deep.`,
  databaseUnavailable: "The service is briefly unavailable. Please try again in a few seconds.",
  storageUnavailable: "File storage is briefly unavailable. Please try again in a minute.",
  uploadLarger: "The file is larger than announced.",
  uploadSmaller: "The file is smaller than announced.",
  uploadNotArrived: "The file has not arrived. Send it to the upload address first.",
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

// Bloom's words (its built-in engine, the AI wizard, its answers) live beside this file.
export * from "./bloom";
export * from "./bloom-answers";
export { shellMessages } from "./shell";
export { quoteMessages, showreelRuleMessages, teamMessages } from "./pages";
