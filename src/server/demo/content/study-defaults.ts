/** Fields most demo studies share; each study overrides what differs. */
import type { StudyContent } from "./types";

export type StudyDefaults = Pick<
  StudyContent,
  "targetAudience" | "recordingDevices" | "language" | "qualityAssurance" | "producers"
>;

/** Private customers, camera and microphone, English, no provider review, the demo producer. */
export const studyDefaults: StudyDefaults = {
  targetAudience: "PRIVATE_CUSTOMERS",
  recordingDevices: ["MICROPHONE", "CAMERA"],
  language: "en",
  qualityAssurance: false,
  producers: ["producer@demo.test"],
};
