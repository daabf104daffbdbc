import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import type { AppEnv } from "../app-env";
import { demoLatency, pickDelay } from "./demo-latency";

describe("demo latency", () => {
  it("picks delays across the whole range", () => {
    const range = { min: 300, max: 1000 };
    expect(pickDelay(range, () => 0)).toBe(300);
    expect(pickDelay(range, () => 0.999999)).toBe(1000);
    expect(pickDelay(range, () => 0.5)).toBe(650);
    expect(pickDelay({ min: 400, max: 400 })).toBe(400);
  });

  it("waits before each answer, except on skipped paths", async () => {
    const wait = vi.fn(() => Promise.resolve());
    const app = new Hono<AppEnv>()
      .use(demoLatency({ min: 300, max: 1000 }, (path) => path === "/health", wait))
      .get("*", (c) => c.text("ok"));
    await app.request("/studies");
    expect(wait).toHaveBeenCalledOnce();
    const [[delay]] = wait.mock.calls as unknown as [[number]];
    expect(delay).toBeGreaterThanOrEqual(300);
    expect(delay).toBeLessThanOrEqual(1000);
    await app.request("/health");
    expect(wait).toHaveBeenCalledOnce();
  });
});
