import {
  AGE_LIMITS,
  DEVICES,
  GENDERS,
  LANGUAGES,
  MARKET_LANGUAGES,
  MARKETS,
  RECORDING_DEVICES,
  RECRUITMENT_METHODS,
  REQUIRED_INTERVIEW_LIMITS,
} from "@/lib/constants";
import {
  audienceGenderLabels,
  countryName,
  deviceChoiceLabels,
  languageName,
  recordingDeviceLabels,
  recruitmentMethodLabels,
} from "@/lib/labels";
import type { StudyFilters } from "@/lib/schemas/order";

/**
 * The choices of the recruitment step (GET /api/orders/study-filters): the panel's markets with
 * their interview languages, and the audience options in the words the wizard shows (lib/labels).
 * The same for every client; built once, it never changes while the process runs.
 */
export const studyFilters: StudyFilters = {
  markets: MARKETS.map((code) => ({ value: code, label: countryName(code), languages: [...MARKET_LANGUAGES[code]] })),
  languages: LANGUAGES.map((code) => ({ value: code, label: languageName(code) })),
  genders: GENDERS.map((value) => ({ value, label: audienceGenderLabels[value]! })),
  devices: DEVICES.map((value) => ({ value, label: deviceChoiceLabels[value]! })),
  recording_devices: RECORDING_DEVICES.map((value) => ({ value, label: recordingDeviceLabels[value]! })),
  recruitment_methods: RECRUITMENT_METHODS.map((value) => ({ value, ...recruitmentMethodLabels[value]! })),
  age: { ...AGE_LIMITS },
  required_interviews: { ...REQUIRED_INTERVIEW_LIMITS },
};
