import type { z } from "zod";
import { errorEnvelopeSchema, validationErrorEnvelopeSchema } from "@/lib/schemas/common";

/** `content` of a JSON request body or response, for createRoute. */
export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { "application/json": { schema } } };
}

/** A required JSON request body, for `request.body` of createRoute. */
export function jsonBody<T extends z.ZodType>(schema: T, description = "JSON body") {
  return { ...jsonContent(schema, description), required: true };
}

const errorDescriptions = {
  400: "Malformed request (for instance a body that is not valid JSON)",
  401: "Not authenticated",
  403: "Not allowed for the current user",
  404: "Not found (also for another tenant's objects)",
  409: "Conflicts with the current state",
  413: "The request body is too large",
  415: "Unsupported content type",
  422: "The given data was invalid",
  429: "Too many requests",
  500: "Server error",
  503: "Service unavailable",
} as const;

/** An error status a route can declare. */
export type ErrorStatus = keyof typeof errorDescriptions;

type ErrorResponses<S extends ErrorStatus> = {
  [K in S]: {
    description: string;
    content: {
      "application/json": { schema: K extends 422 ? typeof validationErrorEnvelopeSchema : typeof errorEnvelopeSchema };
    };
  };
};

/**
 * The error answers of a route with the error envelope, e.g. `...errorResponses(401, 404, 422)`
 * inside `responses`; every status a route can answer is declared (DESIGN.md §3).
 */
export function errorResponses<const S extends ErrorStatus>(...statuses: S[]): ErrorResponses<S> {
  const entries = statuses.map((status) => [
    status,
    jsonContent(status === 422 ? validationErrorEnvelopeSchema : errorEnvelopeSchema, errorDescriptions[status]),
  ]);
  return Object.fromEntries(entries) as ErrorResponses<S>;
}
