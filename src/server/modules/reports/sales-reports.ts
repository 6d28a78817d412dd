import { sql, type Kysely } from 'kysely';
import type { ReportAnswer } from '#shared/report.schema.js';
import type { Database } from '../../db/database.js';
import { daysOf, periodOf, type Range } from './report-range.js';

// Sales, By product, By category and Top customers, all read from the sale facts of the range's
// days (decision 51), so their rows add up to the same net by construction.

type Db = Kysely<Database>;
type Answer = Omit<ReportAnswer, 'report' | 'title' | 'from' | 'to'>;

const n = (v: unknown) => Number(v ?? 0);
const inRange = (range: Range) => (qb: Db) =>
  qb.selectFrom('sale_facts').where('day', '>=', range.from).where('day', '<=', range.to);

export async function salesReport(
  db: Db,
  range: Range,
  group: 'day' | 'week' | 'month',
): Promise<Answer> {
  const rows = await inRange(range)(db)
    .select([
      'day',
      sql<number>`sum(case when kind = 'sale' then net else 0 end)`.as('gross'),
      sql<number>`sum(case when kind = 'sale' then 0 else net end)`.as('undone'),
      sql<number>`count(distinct case when kind = 'sale' then order_id end)`.as('orders'),
    ])
    .groupBy('day')
    .execute();
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const periods = new Map<string, { gross: number; undone: number; orders: number }>();
  for (const day of daysOf(range)) {
    const key = periodOf(day, group);
    const p = periods.get(key) ?? { gross: 0, undone: 0, orders: 0 };
    const r = byDay.get(day);
    p.gross += n(r?.gross);
    p.undone += n(r?.undone);
    p.orders += n(r?.orders);
    periods.set(key, p);
  }
  const line = (label: string, p: { gross: number; undone: number; orders: number }) => [
    label,
    p.gross,
    p.undone,
    p.gross + p.undone,
    p.orders,
    p.orders > 0 ? Math.round(p.gross / p.orders) : null,
  ];
  const total = { gross: 0, undone: 0, orders: 0 };
  for (const p of periods.values()) {
    total.gross += p.gross;
    total.undone += p.undone;
    total.orders += p.orders;
  }
  return {
    columns: [
      {
        key: 'period',
        label: group === 'day' ? 'Day' : group === 'week' ? 'Week of' : 'Month',
        kind: 'date',
      },
      { key: 'gross', label: 'Gross', kind: 'money' },
      { key: 'undone', label: 'Cancellations and returns', kind: 'money' },
      { key: 'net', label: 'Net', kind: 'money' },
      { key: 'orders', label: 'Orders', kind: 'number' },
      { key: 'average', label: 'Average order', kind: 'money' },
    ],
    rows: [...periods].map(([label, p]) => line(label, p)),
    totals: line('Total', total),
    chart: {
      label: 'Net sales',
      points: [...periods].map(([label, p]) => ({ label, value: p.gross + p.undone })),
    },
  };
}

/** Per variant (a text-priced line by its name; delivery as its own row), biggest net first. */
export async function byProductReport(db: Db, range: Range): Promise<Answer> {
  const rows = await inRange(range)(db)
    .select([
      'line',
      'product_id',
      'variant_id',
      sql<string>`max(name)`.as('name'),
      sql<string | null>`max(variant_title)`.as('variant_title'),
      sql<string | null>`max(sku)`.as('sku'),
      sql<string>`max(stock_unit)`.as('stock_unit'),
      sql<number>`sum(stock_quantity)`.as('quantity'),
      sql<number>`sum(net)`.as('net'),
      sql<number | null>`sum(case when cost is null then null else net - cost end)`.as('margin'),
    ])
    .groupBy(['line', 'product_id', 'variant_id', sql`case when product_id is null then name end`])
    .execute();
  rows.sort((a, b) => n(b.net) - n(a.net) || a.name.localeCompare(b.name));
  const label = (r: (typeof rows)[number]) =>
    r.variant_title ? `${r.name} (${r.variant_title})` : r.name;
  const net = rows.reduce((s, r) => s + n(r.net), 0);
  const margins = rows.filter((r) => r.margin !== null);
  return {
    columns: [
      { key: 'item', label: 'Item', kind: 'text' },
      { key: 'sku', label: 'SKU', kind: 'text' },
      { key: 'quantity', label: 'Quantity', kind: 'number' },
      { key: 'unit', label: 'Unit', kind: 'text' },
      { key: 'net', label: 'Net', kind: 'money' },
      { key: 'margin', label: 'Margin', kind: 'money' },
    ],
    rows: rows.map((r) => [
      label(r),
      r.sku,
      r.line === 'delivery' ? null : n(r.quantity) / 1000,
      r.line === 'delivery' ? null : r.stock_unit,
      n(r.net),
      r.margin === null ? null : n(r.margin),
    ]),
    totals: [
      'Total',
      null,
      null,
      null,
      net,
      margins.length ? margins.reduce((s, r) => s + n(r.margin), 0) : null,
    ],
    chart: {
      label: 'Net by item (top 10)',
      points: rows.slice(0, 10).map((r) => ({ label: label(r), value: n(r.net) })),
    },
  };
}

export async function byCategoryReport(db: Db, range: Range): Promise<Answer> {
  const rows = await inRange(range)(db)
    .select([
      'category',
      sql<number>`sum(net)`.as('net'),
      sql<number | null>`sum(case when cost is null then null else net - cost end)`.as('margin'),
      sql<number>`count(distinct case when kind = 'sale' then order_id end)`.as('orders'),
    ])
    .groupBy('category')
    .execute();
  rows.sort((a, b) => n(b.net) - n(a.net));
  const name = (c: string) => c || 'No category';
  return {
    columns: [
      { key: 'category', label: 'Category', kind: 'text' },
      { key: 'orders', label: 'Orders', kind: 'number' },
      { key: 'net', label: 'Net', kind: 'money' },
      { key: 'margin', label: 'Margin', kind: 'money' },
    ],
    rows: rows.map((r) => [
      name(r.category),
      n(r.orders),
      n(r.net),
      r.margin === null ? null : n(r.margin),
    ]),
    totals: ['Total', null, rows.reduce((s, r) => s + n(r.net), 0), null],
    chart: {
      label: 'Net by category',
      points: rows.map((r) => ({ label: name(r.category), value: n(r.net) })),
    },
  };
}

/** Every customer of the range (by phone), biggest net first: the rows add up to Sales' net. */
export async function topCustomersReport(db: Db, range: Range): Promise<Answer> {
  const rows = await inRange(range)(db)
    .select([
      'phone',
      sql<string>`max(customer_name)`.as('name'),
      sql<number>`count(distinct case when kind = 'sale' then order_id end)`.as('orders'),
      sql<number>`sum(net)`.as('net'),
    ])
    .groupBy('phone')
    .execute();
  rows.sort((a, b) => n(b.net) - n(a.net) || a.phone.localeCompare(b.phone));
  return {
    columns: [
      { key: 'customer', label: 'Customer', kind: 'text' },
      { key: 'phone', label: 'Phone', kind: 'text' },
      { key: 'orders', label: 'Orders', kind: 'number' },
      { key: 'net', label: 'Net', kind: 'money' },
    ],
    rows: rows.map((r) => [r.name, r.phone, n(r.orders), n(r.net)]),
    totals: [
      'Total',
      null,
      rows.reduce((s, r) => s + n(r.orders), 0),
      rows.reduce((s, r) => s + n(r.net), 0),
    ],
    chart: {
      label: 'Net by customer (top 10)',
      points: rows.slice(0, 10).map((r) => ({ label: r.name, value: n(r.net) })),
    },
  };
}
