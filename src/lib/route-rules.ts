/**
 * Route options of the route table (000 §2): which routes exist, which opt out of authentication
 * and which opt out of the chat widget. Rules are matched against a path folded by normalisePath
 * (lower case, no trailing slash), never against the raw request path.
 */

export interface RouteRule {
  pattern: RegExp;
  /** Reachable without a session. */
  public?: boolean;
  /** The customer chat widget is not shown. */
  noChatWidget?: boolean;
}

const id = "[^/]+";
const item = `(/${id})?`;
const segmentChildren = `(/(details|summary|interviews${item}|quotes${item}|showreels${item}|objectives${item}))?`;

/** The route table, in the spec's words; anything else is unmatched ('This page could not be found'). */
export const ROUTE_RULES: readonly RouteRule[] = [
  { pattern: /^\/$/ },
  { pattern: /^\/(home|discover|profile|users|client|studies|studies\/create)$/ },
  { pattern: /^\/assistant$/, noChatWidget: true },
  { pattern: /^\/auth\/(login|logout|register|forgot_password)$/, public: true, noChatWidget: true },
  { pattern: new RegExp(`^/auth/reset_password${item}$`), public: true, noChatWidget: true },
  { pattern: new RegExp(`^/public/showreels(/v3)?${item}(/embed)?$`), public: true, noChatWidget: true },
  // A self-recruited study's landing page for participants (its link is the capability).
  { pattern: new RegExp(`^/participate/${id}$`), public: true, noChatWidget: true },
  { pattern: new RegExp(`^/projects(/${id}(/summary|/insights${item})?)?$`) },
  { pattern: new RegExp(`^/(projects2|studies2)${item}$`) },
  {
    pattern: new RegExp(`^/studies/${id}(/(details|edit|quotes|summary|videos|insights${item}|showreels${item}))?$`),
  },
  { pattern: new RegExp(`^/(study-segment-groups|study-segments)(/${id}${segmentChildren})?$`) },
  { pattern: /^\/react(\/(common|components|icons|lists|snm))?$/, public: true, noChatWidget: true },
  { pattern: /^\/(400|403|404|500|503)$/, public: true, noChatWidget: true },
];

/** The rule of a normalised path, or undefined when no route matches it. */
export function routeRule(path: string): RouteRule | undefined {
  return ROUTE_RULES.find((rule) => rule.pattern.test(path));
}

/** The API authenticates its own calls (bearer tokens); the page middleware leaves it alone. */
export function isApiPath(path: string): boolean {
  return path === "/api" || path.startsWith("/api/");
}

/**
 * Whether a page load at this normalised path needs a session. Unmatched paths do not: they
 * answer 404 to everyone, which tells nothing a route table doesn't.
 */
export function requiresSession(path: string): boolean {
  if (isApiPath(path)) return false;
  const rule = routeRule(path);
  return rule !== undefined && !rule.public;
}

/** Whether the customer chat widget may be shown on this normalised path. */
export function showsChatWidget(path: string): boolean {
  return !routeRule(path)?.noChatWidget;
}
