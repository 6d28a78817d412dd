import { addDays, shopDay } from '#shared/quote-limits.js';
import { REPORT_MAX_DAYS } from '#shared/report.schema.js';
import { BadRequestError } from '../../lib/errors.js';

// A report's date range: Nairobi days from and to (both included), 30 days to today by default;
// and the UTC instants that bound them, for tables keyed by time rather than by day.

export interface Range {
  from: string;
  to: string;
  /** ISO instant of `from` 00:00 Nairobi. */
  start: string;
  /** ISO instant of the day after `to`, 00:00 Nairobi. */
  end: string;
}

export const startOfDay = (day: string) => new Date(`${day}T00:00:00.000+03:00`).toISOString();

export function rangeOf(query: { from?: string; to?: string }, now: Date): Range {
  const to = query.to ?? shopDay(now);
  const from = query.from ?? addDays(to, -29);
  if (Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to)))
    throw new BadRequestError('Please give real dates (YYYY-MM-DD).', 'REPORT_DATES');
  if (from > to)
    throw new BadRequestError('The first day comes after the last.', 'REPORT_RANGE_BACKWARDS');
  if (Date.parse(to) - Date.parse(from) > REPORT_MAX_DAYS * 86_400_000)
    throw new BadRequestError(
      `A report covers at most ${String(REPORT_MAX_DAYS)} days.`,
      'REPORT_RANGE_TOO_LONG',
    );
  return { from, to, start: startOfDay(from), end: startOfDay(addDays(to, 1)) };
}

/** The Monday of a day's week, or the first of its month, or the day itself. */
export function periodOf(day: string, group: 'day' | 'week' | 'month'): string {
  if (group === 'month') return `${day.slice(0, 7)}-01`;
  if (group === 'week') {
    const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
    return addDays(day, -weekday);
  }
  return day;
}

/** Every day from `from` to `to`, so a day without sales still shows as 0. */
export function daysOf(range: Pick<Range, 'from' | 'to'>): string[] {
  const days: string[] = [];
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) days.push(d);
  return days;
}
