import type { DISPLAY_STATUS_CODES } from "./constants";

const labels: Record<(typeof DISPLAY_STATUS_CODES)[number], string> = {
  DRAFT: "Draft",
  IN_PREPARATION: "In preparation",
  IN_PROGRESS: "In progress",
  COMPLETED: "Completed",
};

/** The words a person reads for a display status code. */
export const statusLabel = (code: (typeof DISPLAY_STATUS_CODES)[number]): string => labels[code];
