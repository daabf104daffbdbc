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
