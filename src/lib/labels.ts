/** Words a person reads for the spec's codes. Browser-safe. */

export const interviewMethodLabels: Record<string, string> = {
  UPLOAD: "Upload existing interviews",
  CAPTURE: "Unmoderated",
  MODERATED: "Moderated",
};

export const deviceLabels: Record<string, string> = {
  DESKTOP: "Desktop",
  MOBILE: "Mobile",
  BOTH: "Desktop and mobile",
};

export const genderLabels: Record<string, string> = { FEMALE: "Women", MALE: "Men", OTHER: "Other", ANY: "Any" };

export const recordingDeviceLabels: Record<string, string> = {
  MICROPHONE: "Microphone",
  CAMERA: "Camera",
  SCREEN: "Screen",
};

const languageNames = new Intl.DisplayNames(["en"], { type: "language" });
const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/** "da" → "Danish"; unknown or malformed codes are shown as they are. */
export const languageName = (code: string): string => {
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
};

/** "DK" → "Denmark". */
export const countryName = (code: string): string => {
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
};

/** The audience's gender choices of the recruitment step (001 §3: Women, Men, Other; ANY is no preference). */
export const audienceGenderLabels: Record<string, string> = { ...genderLabels, ANY: "Everyone" };

/** The participants' device choices of the recruitment step. */
export const deviceChoiceLabels: Record<string, string> = { DESKTOP: "Desktop", MOBILE: "Mobile", BOTH: "Both" };

/** How participants are recruited (001 §3 Recruitment method), with what each means for the study. */
export const recruitmentMethodLabels: Record<string, { label: string; description: string }> = {
  SHAREABLE_LINK: {
    label: "Self-recruit with a shareable link",
    description: "Share the study's link with your own customers or panel; interviews start as soon as they take part.",
  },
  SPECIALIST: { label: "Recruited by our specialists", description: "About 1 day to recruit" },
};

/** What a researcher calls a study material: its title, else its file name or link. */
export function materialName(material: {
  id: number;
  title: string;
  file_name: string | null;
  name: string | null;
  link: string | null;
}): string {
  return material.title || material.file_name || material.name || material.link || `Study material ${material.id}`;
}
