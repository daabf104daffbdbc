/** An API answer other than 2xx, with the envelope's message and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

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

/** GETs JSON from the API; non-2xx answers become an ApiError with the server's message. */
export async function apiGet<T>(path: string, params?: Params, signal?: AbortSignal): Promise<T> {
  const response = await fetch(apiUrl(path, params), {
    credentials: "same-origin",
    headers: { accept: "application/json" },
    signal,
  });
  const body = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string[]> };
  if (!response.ok)
    throw new ApiError(
      response.status,
      body.message ?? `Request failed with status code ${response.status}`,
      body.errors,
    );
  return body as T;
}
