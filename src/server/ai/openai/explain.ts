import { APICallError, NoObjectGeneratedError, NoOutputGeneratedError, RetryError } from "ai";
import { zodIssues } from "../structured/structured-engine";

/** An error that says what went wrong in words an administrator can act on; the original is its cause. */
export function explain(name: string, error: unknown): Error {
  const what = name.replace(/_/g, " ");
  if (NoObjectGeneratedError.isInstance(error) || NoOutputGeneratedError.isInstance(error)) {
    const issues = zodIssues(error);
    const reason = issues ?? error.message;
    return new Error(`The AI model's ${what} does not fit the expected format: ${reason}`, { cause: error });
  }
  const apiError = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(apiError)) {
    const status = apiError.statusCode === undefined ? "no answer" : `HTTP ${apiError.statusCode}`;
    return new Error(`The AI server refused the ${what} request (${status}): ${apiError.message}`, { cause: error });
  }
  return error instanceof Error ? error : new Error(String(error));
}
