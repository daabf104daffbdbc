/*
 * The player's own wording. The spec quotes none of these; it says only that downloading is
 * subject to internal-business-use terms (000 §6), which the download dialog states in full.
 */
export const copy = {
  subtitles: "Subtitles",
  subtitlesEnglish: "English",
  subtitlesOriginal: "Original",
  subtitlesOff: "Off",
  publish: "Publish",
  unpublish: "Unpublish",
  published: "Video published",
  unpublished: "Video unpublished",
  copyLink: "Copy link",
  linkCopied: "Link copied to clipboard",
  linkNotCopied: "The link could not be copied",
  download: "Download",
  downloadTitle: "Download video",
  downloadTerms: [
    "Participant videos are personal data of the people who took part. You may download this video for internal business use only: to analyse, discuss and present the study's results inside your organisation.",
    "Do not publish it, share it outside your organisation, use it in advertising or combine it with other data to identify the participant. Delete your copy when you no longer need it for the study.",
  ],
  acceptTerms: "I accept these terms and will use the video for internal business use only",
  downloadNow: "Download video",
  cancel: "Cancel",
  clips: "Clips",
  tasks: "Tasks",
  showreelClips: "Showreel clips",
  noClips: "No clips were taken from this interview.",
  noTasks: "This interview has no tasks marked in its transcript.",
  noShowreelClips: "None of this study's showreels uses this interview.",
  noVideo: "This interview's video is not available yet.",
  loadError: "The video could not be loaded.",
  retry: "Try again",
  videos: "Videos",
} as const;
