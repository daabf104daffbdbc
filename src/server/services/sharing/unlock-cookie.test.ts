import { describe, expect, it } from "vitest";
import { hasUnlock, UNLOCK_COOKIE, unlockCookieHeader } from "./unlock-cookie";

const cookieOf = (header: string) => header.split(";")[0]!;
const setAt = new Date("2026-11-01T10:00:00Z");

describe("a share link's unlock cookie", () => {
  it("unlocks its own link and password version only, also when asked again", () => {
    const cookie = cookieOf(unlockCookieHeader("LinkOfTheBoardLinkOfThe", setAt));
    for (let ask = 0; ask < 2; ask++) {
      expect(hasUnlock(`other=1; ${cookie}`, "LinkOfTheBoardLinkOfThe", setAt)).toBe(true);
      expect(hasUnlock(cookie, "LinkOfTheAgencyLinkOfTh", setAt)).toBe(false);
      // A new password ends the cookies of the old one.
      expect(hasUnlock(cookie, "LinkOfTheBoardLinkOfThe", new Date(setAt.getTime() + 1))).toBe(false);
    }
  });

  it("refuses a forged or altered MAC and an expired cookie, however often it is sent", () => {
    const cookie = cookieOf(unlockCookieHeader("LinkOfTheBoardLinkOfThe", setAt));
    const [expires, mac] = cookie.slice(UNLOCK_COOKIE.length + 1).split(".") as [string, string];
    const later = `${UNLOCK_COOKIE}=${Number(expires) + 3600}.${mac}`;
    const flipped = `${UNLOCK_COOKIE}=${expires}.${mac[0] === "A" ? "B" : "A"}${mac.slice(1)}`;
    for (let ask = 0; ask < 2; ask++) {
      expect(hasUnlock(later, "LinkOfTheBoardLinkOfThe", setAt)).toBe(false);
      expect(hasUnlock(flipped, "LinkOfTheBoardLinkOfThe", setAt)).toBe(false);
    }
    const expired = cookieOf(unlockCookieHeader("LinkOfTheBoardLinkOfThe", setAt, Date.now() - 13 * 3600 * 1000));
    expect(hasUnlock(expired, "LinkOfTheBoardLinkOfThe", setAt)).toBe(false);
  });
});
