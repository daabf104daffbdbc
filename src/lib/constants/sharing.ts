/** Share links of published showreels and their view log. */

/** Share links of one showreel or video (named links, revoked ones included): it is shared with a few audiences. */
export const MAX_SHARE_LINKS_PER_SHOWREEL = 20;
export const SHARE_LINK_NAME_MAX = 60;
/** A share link's password: a phrase passed on to a few people, not an account password. */
export const SHARE_LINK_PASSWORD_MIN = 8;
export const SHARE_LINK_PASSWORD_MAX = 256;
/** How long a correct share-link password lets the browser watch before asking again. */
export const SHARE_LINK_UNLOCK_SECONDS = 12 * 3600;
/** Password tries per share link and address per minute; the next answers 429. */
export const SHARE_LINK_TRIES_PER_MINUTE = 10;
/** A play counts as a view once it has played this long (seconds). */
export const SHARE_VIEW_MIN_SECONDS = 3;
/** The public player reports progress at most this often (navigator.sendBeacon). */
export const SHARE_VIEW_BEACON_SECONDS = 10;
/** At most one new view per viewer and link in this many seconds: beacons cannot flood the log. */
export const SHARE_VIEW_REPEAT_SECONDS = 30;
/** How long the view log is kept. */
export const SHARE_VIEW_RETENTION_DAYS = 400;
/** Days of the views-per-day chart. */
export const SHARE_VIEW_CHART_DAYS = 30;

/** Published showreels' rows a web process keeps in memory (a few hundred bytes each); the oldest go first. */
export const PUBLIC_SHOWREEL_CACHED_ROWS = 10_000;
