import type { AstroGlobal } from "astro";
import type { Study } from "@/lib/schemas/study";
import { loginPath, parseId } from "@/lib/paths";
import { db } from "@/server/db/client";
import { NotFoundError } from "@/server/errors";
import { getStudy } from "@/server/services/studies/read";

/**
 * The study of a /studies/{study}/… page, or the response to send instead: the login page when
 * signed out, 404 when the id is malformed, unknown or not visible in the current client.
 */
export async function loadStudyPage(astro: AstroGlobal): Promise<Study | Response> {
  const { context } = astro.locals;
  if (!context) return astro.redirect(loginPath(astro.url.pathname + astro.url.search));
  const id = parseId(astro.params.study);
  if (id === null) return astro.rewrite("/404");
  try {
    return await getStudy(db(), context, id);
  } catch (error) {
    if (error instanceof NotFoundError) return astro.rewrite("/404");
    throw error;
  }
}
