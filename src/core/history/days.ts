/**
 * The day a request was made, in a time zone: UTC unless the user names an IANA zone
 * (`Europe/Paris`). A day is the calendar date of the timestamp in that zone, so a request at
 * 23:30 UTC falls on the next day in Paris: the tools that count by day shift days when they
 * mix zones (issue 23); here every day of one history is in one zone, named in the table.
 */

/** A day key `YYYY-MM-DD` for an ISO timestamp, or null when the text is not a time. */
export type DayOf = (time: string) => string | null;

/**
 * The day function for `zone` (null: UTC).
 * @throws RangeError `unknown time zone "X"` when `Intl` does not know the zone.
 */
export function dayFunction(zone: string | null): DayOf {
  if (zone === null || zone === 'UTC') {
    return (time) => {
      const ms = Date.parse(time);
      return Number.isNaN(ms) ? null : new Date(ms).toISOString().slice(0, 10);
    };
  }
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
  } catch {
    throw new RangeError(`unknown time zone ${JSON.stringify(zone)} (an IANA name such as Europe/Paris, or UTC)`);
  }
  return (time) => {
    const ms = Date.parse(time);
    if (Number.isNaN(ms)) return null;
    const parts = Object.fromEntries(format.formatToParts(ms).map((p) => [p.type, p.value]));
    return `${parts.year}-${parts.month}-${parts.day}`;
  };
}

/** True when `day` (a {@link DayOf} key, or null) is inside `since`…`until` (either absent: open); a null day is inside only when both are absent. */
export function inDays(day: string | null, since: string | undefined, until: string | undefined): boolean {
  return (
    (since === undefined || (day !== null && day >= since)) && (until === undefined || (day !== null && day <= until))
  );
}
