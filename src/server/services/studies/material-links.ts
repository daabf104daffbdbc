import { messages } from "@/lib/messages";
import type { FieldErrors } from "@/lib/schemas/common";
import type { StudyMaterialCreate } from "@/lib/schemas/study-draft";

// A host name with at least one dot and a top-level domain of letters (or an IDN's xn-- form).
const HOST_WITH_TLD = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

function parse(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** 001 §5: a material URL starts with http:// or https:// and is a valid URL. */
export function isMaterialUrl(value: string): boolean {
  const url = /^https?:\/\//i.test(value) ? parse(value) : null;
  return url !== null && url.hostname !== "";
}

/** 001 §5: the general link pattern: an http, https, ftp or smtp URL with a valid host and top-level domain. */
export function isLink(value: string): boolean {
  const url = parse(value);
  return (
    url !== null && ["http:", "https:", "ftp:", "smtp:"].includes(url.protocol) && HOST_WITH_TLD.test(url.hostname)
  );
}

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
  return parse(link)?.hostname || link;
}
