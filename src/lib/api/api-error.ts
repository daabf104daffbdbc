/** An API answer other than 2xx, with the envelope's message and field errors (DESIGN §3). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

interface Envelope {
  message?: string;
  errors?: Record<string, string[]>;
}

/** Reads a response's JSON body; an empty or non-JSON body reads as {}. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => "");
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/** The ApiError for a failed response, with the server's message or the generic one. */
export function apiErrorOf(status: number, body: unknown): ApiError {
  const envelope = (body ?? {}) as Envelope;
  return new ApiError(
    status,
    typeof envelope.message === "string" ? envelope.message : `Request failed with status code ${status}`,
    envelope.errors ?? {},
  );
}
