const languages = new Intl.DisplayNames(["en"], { type: "language" });
const regions = new Intl.DisplayNames(["en"], { type: "region" });

/** "da" → "Danish"; the code itself when unknown or malformed. */
export function languageName(code: string): string {
  try {
    return languages.of(code) ?? code;
  } catch {
    return code;
  }
}

/** "GB" → "United Kingdom"; the code itself when unknown or malformed. */
export function countryName(code: string): string {
  try {
    return regions.of(code) ?? code;
  } catch {
    return code;
  }
}
