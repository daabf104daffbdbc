// Kept apart from Bloom's design messages: the assistant page's script needs only these.
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
