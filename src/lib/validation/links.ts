/*
 * The link rules of 001 §5, one copy for the wizard's form and the server: a study material's web
 * address, and the general link pattern of app-store links. Browser-safe.
 */

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
