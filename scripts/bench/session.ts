import { load } from "./load";
import type { Measurement } from "./foundation";
import { JS_BUDGET_KB, javascriptWeight } from "./page-weight";
import type { RunningServer } from "./server";
import { percentile } from "./percentile";

async function timed(fn: () => Promise<Response>): Promise<{ ms: number; response: Response }> {
  const started = performance.now();
  const response = await fn();
  await response.arrayBuffer();
  return { ms: performance.now() - started, response };
}

const cookieOf = (response: Response) =>
  /portal_session=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1] ?? "";

/** The session budgets: login and refresh latency, a signed-in page under load, JS per page. */
export async function benchSession(server: RunningServer): Promise<Measurement[]> {
  const login = () =>
    fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ email: "admin@demo.test", password: "Demo-pass-1" }),
    });
  const logins: number[] = [];
  let cookie = "";
  for (let i = 0; i < 15; i++) {
    const { ms, response } = await timed(login);
    if (response.status !== 200) throw new Error(`login answered ${response.status}`);
    logins.push(ms);
    cookie = cookieOf(response);
  }
  const refreshes: number[] = [];
  for (let i = 0; i < 200; i++) {
    const { ms, response } = await timed(() =>
      fetch(`${server.url}/api/auth/refresh_token`, {
        headers: { cookie: `portal_session=${cookie}`, origin: server.url },
      }),
    );
    if (response.status !== 200) throw new Error(`refresh answered ${response.status}`);
    refreshes.push(ms);
    cookie = cookieOf(response);
  }
  const headers = { cookie: `portal_session=${cookie}` };
  const shell = await load(`${server.url}/home`, 10, 10, headers);
  if (shell.non2xx) throw new Error(`/home answered ${shell.non2xx} non-2xx responses`);
  return [
    { name: "login p50 (sequential)", value: percentile(logins, 0.5), unit: "ms", budget: 300 },
    { name: "refresh p50 (sequential)", value: percentile(refreshes, 0.5), unit: "ms", budget: 10 },
    { name: "signed-in page shell (/home) p50 at 10 connections", value: shell.p50, unit: "ms", budget: 20 },
    {
      name: "JavaScript of a signed-in shell page (/home), gzipped",
      value: (await javascriptWeight(server.url, "/home", headers)) / 1024,
      unit: "KB",
      budget: JS_BUDGET_KB,
    },
    {
      name: "JavaScript of the study list (/studies), gzipped",
      value: (await javascriptWeight(server.url, "/studies", headers)) / 1024,
      unit: "KB",
      budget: JS_BUDGET_KB,
    },
  ];
}
