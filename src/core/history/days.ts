/**
 * The day a request was made: its calendar date in one time zone for the whole history, UTC unless the
 * user names an IANA zone (23:30 UTC is the next day in Paris), named in the table.
 */
import type { HistoryDay } from './history-model.ts';
import { emptyDay } from './history-model.ts';

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

const DAY_MS = 86_400_000;

/**
 * Every calendar day from the first of `days` to the last (sorted `YYYY-MM-DD` keys), a day without
 * requests as zeros so a chart shows 0 rather than closing the gap; days step in UTC, being dates.
 */
export function everyDay(days: readonly HistoryDay[]): HistoryDay[] {
  if (days.length === 0) return [];
  const byDay = new Map<string, HistoryDay>(days.map((d) => [d.day, d]));
  const last = Date.parse(`${days.at(-1)!.day}T00:00:00Z`);
  const rows: HistoryDay[] = [];
  for (let t = Date.parse(`${days[0]!.day}T00:00:00Z`); t <= last; t += DAY_MS) {
    const day = new Date(t).toISOString().slice(0, 10);
    rows.push(byDay.get(day) ?? emptyDay(day));
  }
  return rows;
}

/** True when `day` (a {@link DayOf} key, or null) is inside `since`…`until` (either absent: open); a null day is inside only when both are absent. */
export function inDays(day: string | null, since: string | undefined, until: string | undefined): boolean {
  return (
    (since === undefined || (day !== null && day >= since)) && (until === undefined || (day !== null && day <= until))
  );
}
