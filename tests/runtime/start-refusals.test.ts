import { spawn } from "node:child_process";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { freePort } from "@/server/util/free-port";
import { startTestS3 } from "@tests/fixtures/s3-server";

const root = path.resolve(import.meta.dirname, "../..");

/** Runs `npm start`'s script as a person would, and collects what it says. */
function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: "",
        DATA_DIR: path.join(os.tmpdir(), `portal-refusal-${process.pid}`),
        ...env,
      },
    });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr.on("data", (c: Buffer) => (output += c.toString()));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

// On a fresh checkout `npm start` builds first (shared with other tests through the build lock).
describe("npm start refuses bad settings with a readable message", { timeout: 300_000 }, () => {
  it("lists every invalid setting and exits 1", async () => {
    const { code, output } = await start({
      PORT: "not-a-port",
      DATABASE_URL: "mysql://somewhere/db",
      LOG_LEVEL: "loud",
    });
    expect(code).toBe(1);
    expect(output).toContain("Invalid configuration:");
    expect(output).toMatch(/- PORT: /);
    expect(output).toMatch(/- DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(output).toMatch(/- LOG_LEVEL: /);
    expect(output).toContain(".env.example");
    expect(output).not.toMatch(/at .*\.ts:\d+/); // no stack trace
  });

  it("refuses object storage without keys, or a bucket that does not exist, in one line", async () => {
    const missingKeys = await start({ STORAGE_URL: "s3://portal-media/prod" });
    expect(missingKeys.code).toBe(1);
    expect(missingKeys.output).toMatch(/- S3_ACCESS_KEY_ID: required when STORAGE_URL is set/);
    expect(missingKeys.output).toMatch(/- S3_SECRET_ACCESS_KEY: required when STORAGE_URL is set/);

    const s3 = await startTestS3();
    try {
      const noBucket = await start({
        ...s3.env,
        STORAGE_URL: "s3://no-such-bucket/prod",
        PORT: String(await freePort()),
      });
      expect(noBucket.code).toBe(1);
      expect(noBucket.output).toContain(
        `[portal] Could not start: STORAGE_URL: no bucket s3://no-such-bucket/prod at ${s3.endpoint}.`,
      );
      expect(noBucket.output).not.toContain("Embedded PostgreSQL ready");
      expect(noBucket.output).not.toMatch(/at .*\.ts:\d+/);
    } finally {
      await s3.stop();
    }
  });

  it("says the port is in use, before doing any start-up work", async () => {
    const port = await freePort();
    const blocker = net.createServer().listen(port, "127.0.0.1");
    await new Promise((resolve) => blocker.once("listening", resolve));
    try {
      const { code, output } = await start({ PORT: String(port), HOST: "127.0.0.1" });
      expect(code).toBe(1);
      expect(output).toContain(`Port ${port} on 127.0.0.1 is already in use`);
      expect(output).not.toContain("Embedded PostgreSQL ready");
    } finally {
      blocker.close();
    }
  });
});
