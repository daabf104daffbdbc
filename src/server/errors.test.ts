import { describe, expect, it } from "vitest";
import { AppError, IncompleteBodyError, NotFoundError } from "./errors";

describe("the error classes", () => {
  it("are one set per process, however many bundles evaluate their module", async () => {
    // The query makes Vite evaluate the module a second time, as a second bundle of the same
    // source does in the web process (the runtime's and Astro's server build).
    const second = (await import(
      /* @vite-ignore */ `./errors.ts?second-bundle=${Date.now()}`
    )) as typeof import("./errors");
    expect(second.IncompleteBodyError).toBe(IncompleteBodyError);
    const thrownByTheOther = new second.IncompleteBodyError();
    expect(thrownByTheOther).toBeInstanceOf(IncompleteBodyError);
    expect(thrownByTheOther).toBeInstanceOf(AppError);
    expect(thrownByTheOther.status).toBe(400);
    expect(new NotFoundError()).not.toBeInstanceOf(second.IncompleteBodyError);
  });

  it("keep their own names and statuses", () => {
    const error = new IncompleteBodyError();
    expect(error.name).toBe("IncompleteBodyError");
    expect(error).toBeInstanceOf(Error);
    expect(new NotFoundError().status).toBe(404);
  });
});
