import { atom } from "nanostores";

/** How long a snackbar stays up (000 §9). */
export const SNACKBAR_MS = 1500;

export type SnackbarKind = "success" | "error";

/** A link the notification offers, e.g. to the showreel a quote was just added to. */
export interface SnackbarLink {
  href: string;
  label: string;
}

export interface SnackbarMessage {
  id: number;
  message: string;
  kind: SnackbarKind;
  link?: SnackbarLink;
}

/** The notification on screen, if any; the shell's Snackbar island renders it top right. */
export const $snackbar = atom<SnackbarMessage | null>(null);

let timer: ReturnType<typeof setTimeout> | undefined;
let sequence = 0;

function hideLater(id: number): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    if ($snackbar.get()?.id === id) $snackbar.set(null);
  }, SNACKBAR_MS);
}

/** Shows a notification for 1500 ms; a newer one replaces the current one and restarts the clock. */
export function showSnackbar(message: string, kind: SnackbarKind = "success", link?: SnackbarLink): void {
  const id = ++sequence;
  $snackbar.set(link ? { id, message, kind, link } : { id, message, kind });
  hideLater(id);
}

/**
 * Keeps the notification up while the pointer or the keyboard focus is on it, so its link can be
 * reached (WCAG 2.2.1); `releaseSnackbar` gives it its 1500 ms again.
 */
export function holdSnackbar(): void {
  clearTimeout(timer);
}

/** Restarts the clock of the notification on screen (the pointer or focus left it). */
export function releaseSnackbar(): void {
  const current = $snackbar.get();
  if (current) hideLater(current.id);
}

/** Hides the current notification at once (its close button). */
export function hideSnackbar(): void {
  clearTimeout(timer);
  $snackbar.set(null);
}

/** The snackbar store with its actions, as the brief names it: `snackbar.show(message, kind)`. */
export const snackbar = { store: $snackbar, show: showSnackbar, hide: hideSnackbar } as const;
