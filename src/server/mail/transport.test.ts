import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sendInvitationMail } from "./send";
import { outboxDir } from "./transport";

describe("mail without SMTP_URL", () => {
  it("writes an .eml file with text and HTML parts to DATA_DIR/outbox", async () => {
    await sendInvitationMail("new.person@example.test", {
      token: "tok-123",
      clientName: "Northwind <Foods>",
      inviterName: "Anna Berg",
      expiresAt: new Date("2030-01-01T00:00:00Z"),
    });
    const files = (await readdir(outboxDir())).filter((name) => name.endsWith(".eml"));
    expect(files).toHaveLength(1);
    const raw = await readFile(path.join(outboxDir(), files[0]!), "utf8");
    expect(raw).toMatch(/To: new\.person@example\.test/);
    expect(raw).toMatch(/text\/plain/);
    expect(raw).toMatch(/text\/html/);
    expect(raw.replace(/=\r?\n/g, "")).toMatch(/\/auth\/register\?hash=3Dtok-123|\/auth\/register\?hash=tok-123/);
    expect(raw).toMatch(/Northwind &lt;Foods&gt;|Northwind =\r?\n?&lt;/);
  });
});
