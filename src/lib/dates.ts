// Formatters are built once: constructing an Intl.DateTimeFormat per call (what toLocaleDateString
// does) was the largest single cost of rendering /home.
const dayFormat = new Intl.DateTimeFormat("en", { day: "numeric", month: "short", year: "numeric" });
const longDayFormat = new Intl.DateTimeFormat("en", { day: "numeric", month: "long", year: "numeric" });

/** "May 12, 2025" with a short month, from an ISO timestamp. */
export const formatDay = (iso: string): string => dayFormat.format(new Date(iso));

/** The same with the month written out ("May 12, 2025"); "—" when there is no date. */
export const formatLongDay = (iso: string | null | undefined): string =>
  iso ? longDayFormat.format(new Date(iso)) : "—";
