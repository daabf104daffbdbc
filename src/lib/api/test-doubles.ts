import { atom } from "nanostores";
import type { SessionState } from "../stores/session";
import { createSession } from "./session";
import { memoryStorage } from "./storage";

/** A JSON Response as the API answers. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A session wired to fakes: scripted fetch, memory lock storage, a clock the test moves. */
export function fakeSession(answers: Array<() => Response | Promise<Response>>, pathname = "/studies") {
  const clock = { now: 1_000_000 };
  const calls: string[] = [];
  const visits: string[] = [];
  const store = atom<SessionState>({ accessToken: null, expiresAt: null, user: null, status: "unknown" });
  const fetch = async (input: RequestInfo | URL) => {
    calls.push(String(input));
    const next = answers.shift();
    if (!next) throw new Error(`unexpected fetch ${String(input)}`);
    return next();
  };
  const session = createSession({
    fetch: fetch as typeof globalThis.fetch,
    lockStorage: memoryStorage(),
    now: () => clock.now,
    sleep: async () => {},
    location: { pathname, assign: (url) => void visits.push(url) },
    store,
    tabId: "tab-1",
  });
  return { session, store, clock, calls, visits, fetch: fetch as typeof globalThis.fetch };
}

/** A token answer valid for `seconds`. */
export const tokenAnswer =
  (token: string, seconds = 900) =>
  () =>
    json(200, { access_token: token, token_type: "Bearer", expires_in: seconds });
