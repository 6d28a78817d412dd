import type { Kysely } from 'kysely';
import { shopDay } from '#shared/quote-limits.js';
import type { ReportAnswer } from '#shared/report.schema.js';
import type { Database } from '../../db/database.js';
import { daysOf, type Range } from './report-range.js';

// Takings (settled payments per Nairobi day by method, less the money given back for returns that
// day, 'amount-differs' apart: money that came but did not settle its order) and Quotes (sent, won, lost, win rate, hours to price).

type Db = Kysely<Database>;
type Answer = Omit<ReportAnswer, 'report' | 'title' | 'from' | 'to'>;

export const TAKING_METHODS = ['M-Pesa prompt', 'Paybill', 'Cash', 'Bank'] as const;

/** How a payment came: a prompt, the paybill, or by hand as cash or bank (its note says which). */
export function takingMethod(p: { method: string; note: string | null }): string {
  if (p.method === 'stk') return 'M-Pesa prompt';
  if (p.method === 'paybill') return 'Paybill';
  return p.note?.startsWith('Bank') ? 'Bank' : 'Cash';
}

export async function takingsReport(
  db: Db,
  range: Range,
  onlyBy: string | null = null,
): Promise<Answer> {
  let query = db
    .selectFrom('payments')
    .select(['method', 'note', 'status', 'amount', 'settled_at'])
    .where('status', 'in', ['paid', 'amount-differs'])
    .where('settled_at', '>=', range.start)
    .where('settled_at', '<', range.end);
  if (onlyBy !== null) query = query.where('by_name', '=', onlyBy);
  const payments = await query.execute();
  // Money given back for returned goods, in cash or sent by M-Pesa by hand, on its own Nairobi
  // day (docs/decisions/174-returns.md); a credit to a trade account moves no money.
  let refundQuery = db
    .selectFrom('returns')
    .select(['amount', 'day'])
    .where('refund_method', 'in', ['cash', 'mpesa'])
    .where('day', '>=', range.from)
    .where('day', '<=', range.to);
  if (onlyBy !== null) refundQuery = refundQuery.where('by_name', '=', onlyBy);
  const refunds = await refundQuery.execute();
  const days = new Map<string, { by: Map<string, number>; differs: number; refunds: number }>(
    daysOf(range).map((d) => [d, { by: new Map(), differs: 0, refunds: 0 }]),
  );
  for (const r of refunds) {
    const day = days.get(r.day);
    if (day) day.refunds -= Number(r.amount);
  }
  for (const p of payments) {
    const day = days.get(shopDay(new Date(p.settled_at!)));
    if (!day) continue;
    if (p.status === 'amount-differs') day.differs += Number(p.amount);
    else {
      const method = takingMethod(p);
      day.by.set(method, (day.by.get(method) ?? 0) + Number(p.amount));
    }
  }
  const line = (label: string, by: Map<string, number>, refunds: number, differs: number) => {
    const cells = TAKING_METHODS.map((m) => by.get(m) ?? 0);
    // The day's total first: on a phone it is the column in sight. Refunds are negative.
    return [label, cells.reduce((s, v) => s + v, refunds), ...cells, refunds, differs];
  };
  const all = new Map<string, number>();
  let differs = 0;
  let refunded = 0;
  for (const d of days.values()) {
    for (const [m, v] of d.by) all.set(m, (all.get(m) ?? 0) + v);
    differs += d.differs;
    refunded += d.refunds;
  }
  const rows = [...days].map(([day, d]) => line(day, d.by, d.refunds, d.differs));
  return {
    columns: [
      { key: 'day', label: 'Day', kind: 'date' },
      { key: 'total', label: 'Total', kind: 'money' },
      ...TAKING_METHODS.map((m) => ({ key: m, label: m, kind: 'money' as const })),
      { key: 'refunds', label: 'Refunds', kind: 'money' },
      { key: 'differs', label: 'Amount differs (apart)', kind: 'money' },
    ],
    rows,
    totals: line('Total', all, refunded, differs),
    chart: {
      label: 'Takings per day',
      // The day's total (column 1), refunds taken off.
      points: rows.map((r) => ({ label: String(r[0]), value: Number(r[1]) })),
    },
  };
}

const median = (values: number[]) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Quotes sent in the range, by the Nairobi day they were sent: won (accepted), lost (past 'Valid
 * until' unaccepted by `today`), open; win rate over the decided ones by count and by value.
 */
export async function quotesReport(db: Db, range: Range, today: string): Promise<Answer> {
  const quotes = await db
    .selectFrom('quotes')
    .select(['status', 'total', 'created_at', 'sent_at', 'valid_until'])
    .where('sent_at', '>=', range.start)
    .where('sent_at', '<', range.end)
    .execute();
  const outcome = (q: (typeof quotes)[number]) =>
    q.status === 'Accepted'
      ? 'won'
      : q.valid_until !== null && q.valid_until < today
        ? 'lost'
        : 'open';
  const days = new Map(daysOf(range).map((d) => [d, 0]));
  const count = { won: 0, lost: 0, open: 0 };
  const value = { won: 0, lost: 0, open: 0 };
  const hours: number[] = [];
  for (const q of quotes) {
    const o = outcome(q);
    count[o] += 1;
    value[o] += Number(q.total ?? 0);
    const day = shopDay(new Date(q.sent_at!));
    days.set(day, (days.get(day) ?? 0) + 1);
    hours.push((Date.parse(q.sent_at!) - Date.parse(q.created_at)) / 3_600_000);
  }
  const rate = (a: number, b: number) => (a + b > 0 ? Math.round((1000 * a) / (a + b)) / 10 : null);
  const medianHours = median(hours);
  return {
    columns: [
      { key: 'measure', label: 'Measure', kind: 'text' },
      { key: 'count', label: 'Quotes', kind: 'number' },
      // Shillings, and the win rate by value in the same column: a plain number, not 'KSh'.
      { key: 'value', label: 'Value (KSh)', kind: 'number' },
    ],
    rows: [
      ['Sent', quotes.length, value.won + value.lost + value.open],
      ['Won', count.won, value.won],
      ['Lost (expired)', count.lost, value.lost],
      ['Still open', count.open, value.open],
      ['Win rate %', rate(count.won, count.lost), rate(value.won, value.lost)],
      [
        'Median hours from request to sent',
        medianHours === null ? null : Math.round(medianHours * 10) / 10,
        null,
      ],
    ],
    totals: null,
    chart: {
      label: 'Quotes sent per day',
      points: [...days].map(([label, v]) => ({ label, value: v })),
    },
  };
}
