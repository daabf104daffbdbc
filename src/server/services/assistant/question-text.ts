/**
 * Words that say how a question is asked, not what it is about ("What did participants say
 * about…", "How do people feel about…"). PostgreSQL's English stop words already drop "what",
 * "did" and "about"; these are the research-interview ones it keeps, and left in they would match
 * nearly every quote ("say", "think") or none ("participants" is never spoken).
 */
const ASKING_WORDS = new Set(
  (
    "say says said saying tell told think thinks thought feel feels felt mention mentions mentioned comment comments " +
    "talk talked participant participants respondent respondents people person persons anyone someone study studies " +
    "research interview interviews bloom please summarise summarize summary anything something"
  ).split(" "),
);

/** Whether a lower-case word only says how the question is asked. */
export const isAskingWord = (word: string) => ASKING_WORDS.has(word);
