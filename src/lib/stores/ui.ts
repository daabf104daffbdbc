import { atom } from "nanostores";

/**
 * Shell state shared between islands that can't import each other: the burger drawer's
 * "Create study" item opens the dialog that the header's button owns.
 */
export const $createStudyOpen = atom(false);

/** Whether the burger drawer (under 1120 px) is open. */
export const $drawerOpen = atom(false);

/** Opens the Create study dialog, closing the drawer first so focus lands in the dialog. */
export function openCreateStudy(): void {
  $drawerOpen.set(false);
  $createStudyOpen.set(true);
}
