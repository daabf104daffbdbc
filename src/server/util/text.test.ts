import { describe, expect, it } from "vitest";
import { escapeHtml, likePattern } from "./text";

describe("text helpers", () => {
  it("escape every character that could end an element or an attribute", () => {
    expect(escapeHtml(`<script>"x"&'y'`)).toBe("&lt;script&gt;&quot;x&quot;&amp;&#39;y&#39;");
  });

  it("make LIKE patterns whose wildcards and backslashes mean themselves", () => {
    expect(likePattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
