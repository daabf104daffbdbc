import { messages } from "@/lib/messages";
import type { FieldErrors } from "@/lib/schemas/common";
import type { StudyMaterialCreate } from "@/lib/schemas/study-draft";
import { isLink, isMaterialUrl } from "@/lib/validation/links";

/** Whether the request makes a LINK material (any of its objects has a link, 001 §3). */
export function hasLink(input: StudyMaterialCreate): boolean {
  return Boolean(input.link || input.android_link || input.ios_link);
}

/** The link fields' errors: the web link as a material URL, the app links as links. */
export function linkErrors(input: StudyMaterialCreate): FieldErrors {
  const errors: FieldErrors = Object.create(null) as FieldErrors;
  if (input.link && !isMaterialUrl(input.link)) errors.link = [messages.materialUrlInvalid];
  if (input.android_link && !isLink(input.android_link)) errors.android_link = [messages.linkInvalid];
  if (input.ios_link && !isLink(input.ios_link)) errors.ios_link = [messages.linkInvalid];
  return errors;
}

/** A title for a link without one: its host. */
export function linkTitle(input: StudyMaterialCreate): string {
  const link = input.link || input.android_link || input.ios_link || "";
  return URL.canParse(link) ? new URL(link).hostname || link : link;
}
