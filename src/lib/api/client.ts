import { ApiError, apiErrorOf, readBody } from "./api-error";
import { type Session, session as tabSession } from "./session";

export { ApiError } from "./api-error";

type Params = Record<string, string | number | boolean | undefined | null>;

/** Builds `/api/...?a=1` leaving out empty parameters. */
export function apiUrl(path: string, params: Params = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const query = search.toString();
  return `/api${path}${query ? `?${query}` : ""}`;
}

export interface RequestOptions {
  params?: Params;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** false for calls made without a session (login, register, password reset). Default true. */
  auth?: boolean;
  /** The answer is a file: the call resolves with a DownloadedFile instead of JSON. */
  download?: boolean;
}

/** A file the API answered (an export), with the name its Content-Disposition gives. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The file name of a Content-Disposition: filename* (UTF-8) when present, else filename. */
export function dispositionFileName(header: string | null, fallback = "download"): string {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header ?? "")?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  return /filename="([^"]*)"/i.exec(header ?? "")?.[1] || fallback;
}

/**
 * The API client of 000 §7: same-origin credentials, the bearer token of the session, and on a
 * 401 while signed in one refresh and one retry (000 §4). If that refresh fails the original
 * error is rejected; a 401 on the refresh itself has already reset the session (see session.ts).
 */
export function createApiClient(session: Pick<Session, "getAccessToken" | "refresh">, fetcher: typeof fetch) {
  return async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const { params, body, signal, auth = true, download = false } = options;
    const send = (token: string | null) =>
      fetcher(apiUrl(path, params), {
        method,
        credentials: "same-origin",
        signal,
        headers: {
          accept: download ? "*/*" : "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const token = auth ? await session.getAccessToken() : null;
    let response = await send(token);
    if (response.status === 401 && token) {
      const failed = apiErrorOf(401, await readBody(response));
      const fresh = await session.refresh({ phase: "call" }).catch(() => null);
      if (!fresh) throw failed;
      response = await send(fresh);
    }
    if (!response.ok) throw apiErrorOf(response.status, await readBody(response));
    if (download) {
      const file: DownloadedFile = {
        blob: await response.blob(),
        fileName: dispositionFileName(response.headers.get("content-disposition")),
      };
      return file as T;
    }
    return (await readBody(response)) as T;
  };
}

/** This tab's API client. */
export const apiRequest = createApiClient(tabSession, (input, init) => globalThis.fetch(input, init));

/** GETs JSON from the API; non-2xx answers become an ApiError with the server's message. */
export function apiGet<T>(path: string, params?: Params, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>("GET", path, { params, signal });
}

/** POST, PUT, PATCH or DELETE with a JSON body. */
export function apiSend<T>(
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
  options: Omit<RequestOptions, "body"> = {},
): Promise<T> {
  return apiRequest<T>(method, path, { ...options, body });
}

/** Whether `error` is an ApiError (with the given status, when one is named). */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
