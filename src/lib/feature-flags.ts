import { FEATURE_FLAGS, type FeatureFlag } from "./constants";

/** Reads the comma-separated `enable_feature` cookie (000 §6); unknown names are ignored. */
export function parseFeatureFlags(cookie: string | undefined): Set<FeatureFlag> {
  const known = new Set<string>(FEATURE_FLAGS);
  return new Set(
    (cookie ?? "")
      .split(",")
      .map((name) => name.trim())
      .filter((name): name is FeatureFlag => known.has(name)),
  );
}
