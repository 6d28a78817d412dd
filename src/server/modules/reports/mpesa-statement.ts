import { parse } from 'csv-parse/sync';
import type { Kysely } from 'kysely';
import { addDays, shopDay } from '#shared/quote-limits.js';
import type { StatementAnswer, StatementLine } from '#shared/mpesa-statement.schema.js';
import type { Database } from '../../db/database.js';
import { BadRequestError } from '../../lib/errors.js';
import { daysOf, startOfDay } from './report-range.js';

// The M-Pesa business portal's statement against the shop's payments (decision 53). Columns are
// found by their header names wherever the header row is (the portal writes a few lines about
// the account first); only completed money in counts. Receipts match without case or spaces.

const COLUMNS = {
  receipt: 'Receipt No.',
  time: 'Completion Time',
  details: 'Details',
  status: 'Transaction Status',
  paidIn: 'Paid In',
  withdrawn: 'Withdrawn',
  balance: 'Balance',
  otherParty: 'Other Party Info',
  account: 'A/C No.',
} as const;
const REQUIRED = ['receipt', 'time', 'paidIn'] as const;

export interface StatementRow {
  receipt: string;
  at: string;
  amount: number;
  details: string | null;
  otherParty: string | null;
  accountNo: string | null;
}

const key = (receipt: string) => receipt.replace(/\s+/g, '').toUpperCase();
const header = (cell: string) => cell.trim().replace(/\s+/g, ' ').toLowerCase();

/** '2026-03-02 09:15:33', '02-03-2026 09:15', '02/03/2026 09:15:33' (Nairobi) as an ISO instant. */
export function statementTime(text: string): string | null {
  const t = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(t);
  const dmy = /^(\d{2})[-/](\d{2})[-/](\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?/.exec(t);
  const parts = iso
    ? [iso[1], iso[2], iso[3], iso[4], iso[5], iso[6]]
    : dmy
      ? [dmy[3], dmy[2], dmy[1], dmy[4], dmy[5], dmy[6]]
      : null;
  if (!parts) return null;
  const [y, m, d, hh, mm, ss] = parts;
  const at = Date.parse(`${y}-${m}-${d}T${hh}:${mm}:${ss ?? '00'}+03:00`);
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}

/** '1,250.00' -> 1250; '' or '-' -> 0. */
function shillings(text: string | undefined): number {
  const cleaned = (text ?? '').replace(/[,\s]|KSh|KES/gi, '');
  if (cleaned === '' || cleaned === '-') return 0;
  const value = Number(cleaned);
  return Number.isFinite(value) ? Math.round(value) : NaN;
}

/** The statement's completed receipts of money in. */
export function readStatement(bytes: Buffer): StatementRow[] {
  let records: string[][];
  try {
    records = parse(bytes, { bom: true, relax_column_count: true, skip_empty_lines: true });
  } catch (err) {
    const reason = (err as Error).message;
    throw new BadRequestError(
      `The statement could not be read as CSV: ${reason}`,
      'CSV_INVALID',
    ).with({ why: 'statement', reason });
  }
  const wanted = header(COLUMNS.receipt);
  const at = records.findIndex((r) => r.some((c) => header(c) === wanted));
  if (at < 0) {
    throw new BadRequestError(
      "This is not an M-Pesa statement: no 'Receipt No.' column was found.",
      'STATEMENT_COLUMNS',
    ).with({ why: 'receipt' });
  }
  const heads = records[at]!.map(header);
  const column = Object.fromEntries(
    Object.entries(COLUMNS).map(([k, name]) => [k, heads.indexOf(header(name))]),
  ) as Record<keyof typeof COLUMNS, number>;
  for (const k of REQUIRED)
    if (column[k] < 0)
      throw new BadRequestError(
        `The statement has no '${COLUMNS[k]}' column.`,
        'STATEMENT_COLUMNS',
      ).with({ why: 'column', column: COLUMNS[k] });
  const cell = (r: string[], k: keyof typeof COLUMNS) =>
    column[k] >= 0 ? (r[column[k]] ?? '').trim() : '';
  const rows: StatementRow[] = [];
  for (const r of records.slice(at + 1)) {
    const receipt = key(cell(r, 'receipt'));
    if (!receipt) continue;
    const status = cell(r, 'status');
    if (status && status.toLowerCase() !== 'completed') continue;
    const amount = shillings(cell(r, 'paidIn'));
    if (!(amount > 0)) continue;
    const time = statementTime(cell(r, 'time'));
    if (!time) continue;
    rows.push({
      receipt,
      at: time,
      amount,
      details: cell(r, 'details') || null,
      otherParty: cell(r, 'otherParty') || null,
      accountNo: cell(r, 'account') || null,
    });
  }
  if (rows.length === 0) {
    throw new BadRequestError(
      'The statement has no completed money in to match.',
      'STATEMENT_EMPTY',
    );
  }
  return rows;
}

/** The statement matched with the shop's M-Pesa payments of the same days. */
export async function matchStatement(
  db: Kysely<Database>,
  rows: StatementRow[],
): Promise<StatementAnswer> {
  const days = rows.map((r) => shopDay(new Date(r.at))).sort();
  const from = days[0]!;
  const to = days[days.length - 1]!;
  const receipts = rows.map((r) => r.receipt);
  const payments = await db
    .selectFrom('payments')
    .leftJoin('orders', 'orders.id', 'payments.order_id')
    .select([
      'payments.id',
      'payments.receipt',
      'payments.amount',
      'payments.status',
      'payments.settled_at',
      'payments.order_id',
      'orders.reference',
    ])
    .where('payments.receipt', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('payments.receipt', 'in', receipts),
        eb.and([
          eb('payments.method', 'in', ['stk', 'paybill']),
          eb('payments.status', 'in', ['paid', 'amount-differs']),
          eb('payments.settled_at', '>=', startOfDay(from)),
          eb('payments.settled_at', '<', startOfDay(addDays(to, 1))),
        ]),
      ]),
    )
    .execute();
  const shop = new Map(payments.map((p) => [key(p.receipt!), p]));
  const answer: StatementAnswer = {
    from,
    to,
    matched: [],
    statementOnly: [],
    shopOnly: [],
    amountDiffers: [],
    days: [],
  };
  const totals = new Map(daysOf({ from, to }).map((d) => [d, { statement: 0, shop: 0 }]));
  const seen = new Set<string>();
  for (const r of rows) {
    seen.add(r.receipt);
    totals.get(shopDay(new Date(r.at)))!.statement += r.amount;
    const p = shop.get(r.receipt);
    const line: StatementLine = {
      receipt: r.receipt,
      at: r.at,
      statementAmount: r.amount,
      shopAmount: p ? Number(p.amount) : null,
      details: r.details,
      otherParty: r.otherParty,
      accountNo: r.accountNo,
      orderReference: p?.reference ?? null,
      paymentId: p?.id ?? null,
    };
    // Money the shop holds for no order is in the statement only, as far as orders go.
    if (!p || p.order_id === null) answer.statementOnly.push(line);
    else if (Number(p.amount) !== r.amount) answer.amountDiffers.push(line);
    else answer.matched.push(line);
  }
  for (const p of payments) {
    const day = p.settled_at ? shopDay(new Date(p.settled_at)) : null;
    // What the shop recorded as arrived by M-Pesa that day, paid its order in full or not.
    const arrived = p.status === 'paid' || p.status === 'amount-differs';
    if (day && totals.has(day) && arrived) totals.get(day)!.shop += Number(p.amount);
    if (seen.has(key(p.receipt!))) continue;
    answer.shopOnly.push({
      receipt: key(p.receipt!),
      at: p.settled_at,
      statementAmount: null,
      shopAmount: Number(p.amount),
      details: null,
      otherParty: null,
      accountNo: null,
      orderReference: p.reference,
      paymentId: p.id,
    });
  }
  answer.days = [...totals].map(([day, t]) => ({ day, ...t }));
  return answer;
}
