import { atom } from "nanostores";

/** How long a snackbar stays up (000 §9). */
export const SNACKBAR_MS = 1500;

export type SnackbarKind = "success" | "error";

export interface SnackbarMessage {
  id: number;
  message: string;
  kind: SnackbarKind;
}

/** The notification on screen, if any; the shell's Snackbar island renders it top right. */
export const $snackbar = atom<SnackbarMessage | null>(null);

let timer: ReturnType<typeof setTimeout> | undefined;
let sequence = 0;

/** Shows a notification for 1500 ms; a newer one replaces the current one and restarts the clock. */
export function showSnackbar(message: string, kind: SnackbarKind = "success"): void {
  clearTimeout(timer);
  const id = ++sequence;
  $snackbar.set({ id, message, kind });
  timer = setTimeout(() => {
    if ($snackbar.get()?.id === id) $snackbar.set(null);
  }, SNACKBAR_MS);
}

/** Hides the current notification at once (its close button). */
export function hideSnackbar(): void {
  clearTimeout(timer);
  $snackbar.set(null);
}

/** The snackbar store with its actions, as the brief names it: `snackbar.show(message, kind)`. */
export const snackbar = { store: $snackbar, show: showSnackbar, hide: hideSnackbar } as const;
