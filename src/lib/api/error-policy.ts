/** Pages where the session is being made or ended: a 401 there is expected (000 §8). */
const AUTH_PAGES = ["/auth/login", "/auth/logout", "/auth/register"];

function onPage(pathname: string, page: string): boolean {
  return pathname === page || pathname === `${page}/` || pathname.startsWith(`${page}/`);
}

/** Whether a page is one of the session pages (login, logout, register). */
export function isAuthPage(pathname: string): boolean {
  return AUTH_PAGES.some((page) => onPage(pathname, page));
}

/**
 * The ignored cases of 000 §8: a 401 on the login, logout or register pages, a 422 on the login
 * page (the form shows its message), and a 401 during the page-load refresh. Ignored errors are
 * neither reported nor turned into a redirect or an error page; the caller still sees them.
 */
export function isIgnoredError(
  status: number,
  pathname: string,
  phase: "call" | "page-load-refresh" = "call",
): boolean {
  if (status === 401 && (phase === "page-load-refresh" || isAuthPage(pathname))) return true;
  return status === 422 && onPage(pathname, "/auth/login");
}
