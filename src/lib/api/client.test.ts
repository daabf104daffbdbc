import { describe, expect, it } from "vitest";
import { apiUrl, createApiClient, dispositionFileName, type DownloadedFile } from "./client";
import { fakeSession, json, tokenAnswer } from "@tests/fixtures/session-doubles";

function setup(answers: Parameters<typeof fakeSession>[0]) {
  const fake = fakeSession(answers);
  const seen: Array<{ url: string; auth: string | null }> = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({ url: String(input), auth: new Headers(init?.headers).get("authorization") });
    return fake.fetch(input, init);
  }) as typeof fetch;
  return { ...fake, seen, request: createApiClient(fake.session, fetcher) };
}

describe("api client", () => {
  it("builds URLs without empty parameters", () => {
    expect(apiUrl("/v3/studies", { q: "oat", tag: "", cursor: undefined, limit: 24 })).toBe(
      "/api/v3/studies?q=oat&limit=24",
    );
  });

  it("refreshes first when there is no token, then sends it as a bearer", async () => {
    const { request, seen } = setup([tokenAnswer("a"), () => json(200, { data: 1 })]);
    await expect(request("GET", "/user")).resolves.toEqual({ data: 1 });
    expect(seen.at(-1)).toEqual({ url: "/api/user", auth: "Bearer a" });
  });

  it("on a 401 refreshes once and retries with the new token", async () => {
    const { request, seen, session, calls } = setup([
      tokenAnswer("old"),
      () => json(401, { message: "Unauthenticated." }),
      tokenAnswer("new"),
      () => json(200, { ok: true }),
    ]);
    await session.refresh();
    await expect(request("GET", "/user")).resolves.toEqual({ ok: true });
    expect(seen.map((s) => s.auth)).toEqual(["Bearer old", "Bearer new"]);
    expect(calls).toEqual(["/api/auth/refresh_token", "/api/user", "/api/auth/refresh_token", "/api/user"]);
  });

  it("retries only once: a second 401 is rejected", async () => {
    const { request, session } = setup([
      tokenAnswer("old"),
      () => json(401, {}),
      tokenAnswer("new"),
      () => json(401, { message: "Still no." }),
    ]);
    await session.refresh();
    await expect(request("GET", "/user")).rejects.toMatchObject({ status: 401, message: "Still no." });
  });

  it("rejects the original error when the refresh fails, and a refused refresh goes home", async () => {
    const { request, session, visits, store } = setup([
      tokenAnswer("old"),
      () => json(401, { message: "Unauthenticated." }),
      () => json(401, { message: "The refresh token is invalid." }),
    ]);
    await session.refresh();
    await expect(request("GET", "/user")).rejects.toMatchObject({ status: 401, message: "Unauthenticated." });
    expect(visits).toEqual(["/"]);
    expect(store.get().status).toBe("signed-out");
  });

  it("does not refresh for calls made without a session, and shows the server's 422", async () => {
    const { request, calls } = setup([
      () => json(422, { message: "Wrong email or password. Please try again.", errors: {} }),
    ]);
    await expect(request("POST", "/auth/login", { body: {}, auth: false })).rejects.toMatchObject({
      status: 422,
      message: "Wrong email or password. Please try again.",
    });
    expect(calls).toEqual(["/api/auth/login"]);
  });

  it("gives a generic message when the body is not JSON", async () => {
    const { request } = setup([() => new Response("oops", { status: 500 })]);
    await expect(request("GET", "/health", { auth: false })).rejects.toMatchObject({
      message: "Request failed with status code 500",
    });
  });
});

describe("downloads", () => {
  it("resolve with the file and the name of its Content-Disposition", async () => {
    const header = `attachment; filename="Oat - insights.pptx"; filename*=UTF-8''Oat%20%E2%80%93%20insights.pptx`;
    const { request } = setup([
      tokenAnswer("a"),
      () => new Response("PK", { status: 200, headers: { "content-disposition": header } }),
    ]);
    const file = await request<DownloadedFile>("POST", "/v1/insights/export", {
      body: { study_id: 1 },
      download: true,
    });
    expect(file.fileName).toBe("Oat – insights.pptx");
    expect(await file.blob.text()).toBe("PK");
  });

  it("read the plain name when there is no UTF-8 one, and refuse like any call", async () => {
    expect(dispositionFileName(`attachment; filename="a.docx"`)).toBe("a.docx");
    expect(dispositionFileName(null, "x.pptx")).toBe("x.pptx");
    const { request } = setup([tokenAnswer("a"), () => json(404, { message: "Study not found." })]);
    await expect(request("POST", "/v1/insights/export", { download: true })).rejects.toMatchObject({ status: 404 });
  });
});
