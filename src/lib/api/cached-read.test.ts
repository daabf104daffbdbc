import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cachedRead, cachedReadOptions, invalidateAfterUpdate, readKey } from "./cached-read";
import { renderQueryClient } from "./query-client";

// A fetcher that answers each path with a counter, so a test sees how many requests went out.
function countingFetcher() {
  const calls: string[] = [];
  const fetcher = async <T>(path: string, params: Record<string, unknown>) => {
    calls.push(`${path}?${JSON.stringify(params)}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { path, call: calls.length } as T;
  };
  return { calls, fetcher };
}

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient();
  vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] });
});
afterEach(() => {
  client.clear();
  vi.useRealTimers();
});

const settle = <T>(promise: Promise<T>) => vi.advanceTimersByTimeAsync(10).then(() => promise);

describe("cachedRead", () => {
  it("shares one request among concurrent identical reads", async () => {
    const { calls, fetcher } = countingFetcher();
    const reads = [1, 2, 3].map(() => cachedRead(client, "/videos/1", {}, { fetcher }));
    await vi.advanceTimersByTimeAsync(10);
    const answers = await Promise.all(reads);
    expect(calls).toHaveLength(1);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
  });

  it("keeps an answer 3600 s per path and parameters, then asks again", async () => {
    const { calls, fetcher } = countingFetcher();
    await settle(cachedRead(client, "/studies/1/participant_videos", { page: 1 }, { fetcher }));
    await settle(cachedRead(client, "/studies/1/participant_videos", { page: 1 }, { fetcher }));
    expect(calls).toHaveLength(1);
    await settle(cachedRead(client, "/studies/1/participant_videos", { page: 2 }, { fetcher }));
    expect(calls).toHaveLength(2);
    vi.setSystemTime(Date.now() + 3599_000);
    await settle(cachedRead(client, "/studies/1/participant_videos", { page: 1 }, { fetcher }));
    expect(calls).toHaveLength(2);
    vi.setSystemTime(Date.now() + 2_000);
    await settle(cachedRead(client, "/studies/1/participant_videos", { page: 1 }, { fetcher }));
    expect(calls).toHaveLength(3);
  });

  it("bypasses a fresh cache with force", async () => {
    const { calls, fetcher } = countingFetcher();
    const first = await settle(cachedRead<{ call: number }>(client, "/videos/2", {}, { fetcher }));
    const forced = await settle(cachedRead<{ call: number }>(client, "/videos/2", {}, { fetcher, force: true }));
    expect(calls).toHaveLength(2);
    expect(forced.call).toBeGreaterThan(first.call);
    const cached = await settle(cachedRead<{ call: number }>(client, "/videos/2", {}, { fetcher }));
    expect(cached).toEqual(forced);
  });

  it("treats empty parameters as absent in the key", () => {
    expect(readKey("/x", { a: undefined, b: "", c: null, d: 1 })).toEqual(readKey("/x", { d: 1 }));
  });
});

describe("invalidateAfterUpdate", () => {
  it("clears study, project, task and audience-settings reads and the named paths, and nothing else", async () => {
    const { calls, fetcher } = countingFetcher();
    const paths = [
      "/v3/studies/1",
      "/studies/1/participant_videos",
      "/projects",
      "/studies/1/tasks",
      "/studies/1/audience_settings",
      "/videos/5",
      "/videos/6",
      "/marketplace/study-types",
    ];
    for (const path of paths) await settle(cachedRead(client, path, {}, { fetcher }));
    expect(calls).toHaveLength(paths.length);
    await invalidateAfterUpdate(client, ["/videos/5"]);
    for (const path of paths) await settle(cachedRead(client, path, {}, { fetcher }));
    const refetched = calls.slice(paths.length).map((call) => call.split("?")[0]);
    expect(refetched).toEqual([
      "/v3/studies/1",
      "/studies/1/participant_videos",
      "/projects",
      "/studies/1/tasks",
      "/studies/1/audience_settings",
      "/videos/5",
    ]);
  });
});

describe("cached reads in a server render", () => {
  it("schedule no garbage-collection timer, so the render's data is freed with it", () => {
    const server = renderQueryClient(); // no window in this test environment: a server render's client
    // As useQuery does: the options merged with the client's defaults, then the query built.
    const query = server.getQueryCache().build(server, server.defaultQueryOptions(cachedReadOptions("/videos/1")));
    expect(query.gcTime).toBe(Number.POSITIVE_INFINITY);
  });
});
