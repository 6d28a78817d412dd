import { SHOP_UTC_OFFSET_HOURS } from './constants.js';
import { formatNumber } from './shop-format.js';

// The limits, fixed texts and statuses of quotes, shared by the quote pages, the admin screens
// and the server (quote.schema.ts builds its rules on them and re-exports them).

export const QUOTE = {
  linesMax: 200,
  /** A pasted list: 200 lines of up to 200 characters, with room for CSV quoting. */
  textMax: 60_000,
  lineTextMax: 200,
  /**
   * A line of a pasted list: refused above this before any pattern reads it (issue 40 item 6).
   * Longer than a quote line (200) so a CSV row with notes still reads; a written line is kept
   * to its first 200 characters.
   */
  listLineMax: 500,
  quantityMax: 100_000,
  unitPriceMax: 10_000_000,
  deliveryFeeMax: 1_000_000,
  /** Orders keep money in 32-bit integers on PostgreSQL; a quote stays well inside them. */
  totalMax: 1_000_000_000,
  staffNoteMax: 1000,
  nameMax: 100,
  validDays: 14,
  alternativesMax: 4,
  matchRateLimitMax: 30,
  matchRateLimitWindow: '1 minute',
  requestRateLimitMax: 10,
  requestRateLimitWindow: '10 minutes',
  lookupRateLimitMax: 60,
  lookupRateLimitWindow: '1 minute',
  adminPageSize: 20,
  adminPageSizeMax: 100,
} as const;

export const QUOTE_TEXTS = {
  notMatched: 'Not matched: the shop will price it',
  waiting: "Waiting for the shop's prices",
  emptyList: 'Please paste your list first: one item a line.',
  tooManyLines: (count: number) =>
    `A list can hold at most ${QUOTE.linesMax} lines; yours has ${count}. Please split it into two quotes.`,
  /** Line `line` (counted as written, from 1) is `length` characters long. */
  lineTooLong: (line: number, length: number) =>
    `Line ${line} has ${formatNumber(length)} characters; a line can have at most ${QUOTE.listLineMax}. Please shorten it.`,
} as const;

/** Stored statuses; 'Expired' is a Sent quote past its 'Valid until' day, worked out on reading. */
export const QUOTE_STATUSES = ['Requested', 'Sent', 'Accepted', 'Expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** The shop's calendar day (Nairobi) of an instant, as YYYY-MM-DD. */
export function shopDay(at: Date): string {
  return new Date(at.getTime() + SHOP_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
}

/** The shop day `days` after `day` (both YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
