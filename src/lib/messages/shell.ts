/**
 * The messages of the parts every page's scripts share (the header's dialogs, any dialog, a video
 * still being made), apart from the rest so a page's JavaScript carries only these. Part of
 * `messages` (index.ts), like every other.
 */
export const shellMessages = {
  // Any form's (000 §5)
  required: "This value is required",
  unsavedChanges: "You have unsaved changes. Are you sure you want to close the dialog without saving the changes?",
  createStudyTemplates: "browse 20+ study templates",
  videoPreparing: (ready: number, total: number) => `This video is being prepared — ${ready} of ${total}`,
} as const;
