import { OpenAPIHono, type Hook, type RouteConfig } from "@hono/zod-openapi";
import type { z, ZodError } from "zod";
import { messages } from "@/lib/messages";
import type { FieldErrors } from "@/lib/schemas/common";
import { ValidationError } from "@/server/errors";
import { nulIn } from "./middleware/read-input";
import { unknownKeys } from "./unknown-keys";
import type { AppEnv } from "./app-env";
import { requireSession } from "./middleware/require-session";

// Where a value with an empty issue path came from, named as a client would name it.
const targetNames: Record<string, string> = { json: "body", form: "body", query: "query", param: "params" };

/** Turns zod issues into `{ "field.path": ["message"] }`, the shape of every 422. */
export function zodFieldErrors(error: ZodError, target = "body"): FieldErrors {
  // No prototype: a field named "__proto__" or "constructor" is a key like any other here.
  const fields: FieldErrors = Object.create(null) as FieldErrors;
  const add = (path: PropertyKey[], message: string) => {
    const key = path.length ? path.map(String).join(".") : (targetNames[target] ?? target);
    (fields[key] ??= []).push(message);
  };
  for (const issue of error.issues) {
    // Unknown keys of strict objects are reported per key, so each lands on its own field.
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) add([...issue.path, key], messages.unknownField(key));
    } else {
      add(issue.path, issue.message);
    }
  }
  return fields;
}

type ValidationHook = Hook<unknown, AppEnv, string, undefined>;

/** Validation failures of any route input become a thrown ValidationError, answered 422 by onError. */
export const validationHook: ValidationHook = (result) => {
  if (!result.success) throw new ValidationError(zodFieldErrors(result.error, result.target));
  // Bodies and queries were checked for NUL characters before routing (read-input.ts); path
  // parameters get their names only here.
  if (result.target === "param" && result.data && typeof result.data === "object") {
    for (const [name, value] of Object.entries(result.data)) {
      if (typeof value === "string" && value.includes("\0")) throw nulIn(name);
    }
  }
  return undefined;
};

/**
 * The hook of a route with a JSON body. One policy for unknown keys, whatever the route's schema
 * says: each is a 422 naming it, beside the body's other problems (as zod's strict objects
 * answer), never a silent drop, so a misspelt field is not lost unseen.
 */
function bodyValidationHook(body: z.ZodType): Hook<unknown, AppEnv, string, Promise<undefined>> {
  return async (result, c) => {
    if (result.target === "json") {
      // Hono keeps the body it parsed for the validator, so this reads no stream twice.
      const unknown = unknownKeys(body, await c.req.json().catch(() => undefined));
      if (unknown.length) {
        const fields = result.success ? {} : zodFieldErrors(result.error, result.target);
        for (const path of unknown) (fields[path] ??= []).push(messages.unknownField(path.split(".").at(-1)!));
        throw new ValidationError(fields);
      }
    }
    return validationHook(result, c);
  };
}

const jsonBodySchema = (route: RouteConfig): z.ZodType | undefined => {
  const media = route.request?.body?.content["application/json"];
  const schema = media && "schema" in media ? (media.schema as object | undefined) : undefined;
  return schema && "_zod" in schema ? (schema as z.ZodType) : undefined;
};

/**
 * A router for one resource. Every router comes from here so that all routes share the 422
 * hook; `app.ts` mounts them (`api.route("/things", thingsRouter)`).
 */
export function createRouter(): OpenAPIHono<AppEnv> {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const register = router.openapi.bind(router);
  // Each route's own hook knows its body schema, which the shared default hook cannot see.
  router.openapi = ((route: RouteConfig, handler: never, hook?: never) => {
    const body = jsonBodySchema(route);
    return register(route, handler, hook ?? (body ? (bodyValidationHook(body) as never) : undefined));
  }) as typeof router.openapi;
  return router;
}

/**
 * A router whose routes all need a signed-in caller: 401 comes before input validation, so a
 * signed-out caller learns nothing of a route's shape (and gets 401, not 422). `paths` narrows it
 * for a router mounted at the API root beside public routes.
 */
export function createSignedInRouter(paths: readonly string[] = ["*"]): OpenAPIHono<AppEnv> {
  const router = createRouter();
  for (const path of paths) router.use(path, requireSession);
  return router;
}
