import { STATUS_CODES } from "node:http";
import type { AstroGlobal } from "astro";
import { loginPath } from "@/lib/paths";
import type { AccessContext } from "@/server/access/access-context";
import { NotFoundError } from "@/server/errors";

/** Why a page was refused, for the error page it is rewritten to (404.astro, 403.astro). */
export type PageRefusal = "forbidden" | "missing";

/** What a guarded page renders with: who asks, and what its loader found. */
export interface GuardedPage<T> {
  context: AccessContext;
  data: T;
}

/**
 * The one way a page refuses: a signed-out visitor goes to the login page with
 * redirect_url back here; a member without `allowed` gets the 403 error page ("You are not
 * authorized to view this page"); an object the address names that is missing or not visible to
 * the member gets the 404 error page ("Page Not Found"). An unknown address is not a page, and
 * keeps the unmatched-route text. `load` answers null, or throws NotFoundError, for a missing object.
 * Usage in a page's frontmatter: `const page = await guardPage(Astro, load); if (page instanceof Response) return page;`.
 */
export async function guardPage<T>(
  astro: AstroGlobal,
  load: (context: AccessContext) => Promise<T | null> | T | null,
  allowed: (context: AccessContext) => boolean = () => true,
): Promise<GuardedPage<T> | Response> {
  const { context } = astro.locals;
  if (!context) return astro.redirect(loginPath(astro.url.pathname + astro.url.search));
  if (!allowed(context)) return refuse(astro, "forbidden");
  try {
    const data = await load(context);
    return data === null ? refuse(astro, "missing") : { context, data };
  } catch (error) {
    if (error instanceof NotFoundError) return refuse(astro, "missing");
    throw error;
  }
}

/** Renders the error page of `refusal` in place of the page, at its address. */
export function refuse(astro: AstroGlobal, refusal: PageRefusal): Promise<Response> {
  astro.locals.refusal = refusal;
  return astro.rewrite(refusal === "forbidden" ? "/403" : "/404");
}

/**
 * Sets a page's status with its reason phrase: Astro keeps the Response's default "OK" for a
 * status set in a page (but 404 and 500), and the Node adapter sends it, as "403 OK".
 */
export function setPageStatus(astro: AstroGlobal, status: number): void {
  astro.response.status = status;
  astro.response.statusText = STATUS_CODES[status] ?? "";
}
