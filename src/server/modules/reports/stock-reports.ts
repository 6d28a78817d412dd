import { sql, type Kysely } from 'kysely';
import { addDays } from '#shared/quote-limits.js';
import type { ReportAnswer } from '#shared/report.schema.js';
import type { Database } from '../../db/database.js';
import type { Range } from './report-range.js';

// Stock value (on hand x moving-average cost from receipts), Low stock with days of cover from
// the last 30 days' sales, and Slow movers (stock on hand, no sale in 30/60/90 days). On hand is
// today's: the ledger's balances (decision 46).

type Db = Kysely<Database>;
type Answer = Omit<ReportAnswer, 'report' | 'title' | 'from' | 'to'>;

const n = (v: unknown) => Number(v ?? 0);

/** The counted variants with their product's name and category. */
function counted(db: Db) {
  return db
    .selectFrom('variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select([
      'v.id',
      'v.sku',
      'v.stock_unit',
      'v.on_hand',
      'v.reorder_level',
      'v.options',
      'p.name',
      'p.category',
    ])
    .where('v.on_hand', 'is not', null);
}

type Counted = Awaited<ReturnType<ReturnType<typeof counted>['execute']>>[number];

/** 'Deformed bar (Y12)' from the product's name and its variant's option values. */
function itemName(v: Counted): string {
  const values = Object.values(JSON.parse(v.options || '{}') as Record<string, string>);
  return values.length ? `${v.name} (${values.join(', ')})` : v.name;
}

export async function stockValueReport(db: Db): Promise<Answer> {
  const variants = await counted(db).execute();
  const costs = await db
    .selectFrom('stock_movements')
    .select([
      'variant_id',
      sql<number>`sum(quantity * unit_cost)`.as('value'),
      sql<number>`sum(quantity)`.as('quantity'),
    ])
    .where('kind', '=', 'receipt')
    .where('unit_cost', 'is not', null)
    .groupBy('variant_id')
    .execute();
  const average = new Map(
    costs.filter((c) => n(c.quantity) > 0).map((c) => [c.variant_id, n(c.value) / n(c.quantity)]),
  );
  const rows = variants
    .filter((v) => n(v.on_hand) > 0)
    .map((v) => {
      const cost = average.get(v.id);
      const onHand = n(v.on_hand) / 1000;
      return {
        v,
        onHand,
        cost: cost === undefined ? null : Math.round(cost * 100) / 100,
        value: cost === undefined ? null : Math.round(onHand * cost),
      };
    })
    .sort((a, b) => n(b.value) - n(a.value) || itemName(a.v).localeCompare(itemName(b.v)));
  return {
    columns: [
      { key: 'item', label: 'Item', kind: 'text' },
      { key: 'sku', label: 'SKU', kind: 'text' },
      { key: 'onHand', label: 'On hand', kind: 'number' },
      { key: 'unit', label: 'Unit', kind: 'text' },
      { key: 'cost', label: 'Average cost', kind: 'money' },
      { key: 'value', label: 'Value', kind: 'money' },
    ],
    rows: rows.map((r) => [itemName(r.v), r.v.sku, r.onHand, r.v.stock_unit, r.cost, r.value]),
    totals: ['Total', null, null, null, null, rows.reduce((s, r) => s + n(r.value), 0)],
    chart: {
      label: 'Value by item (top 10)',
      points: rows.slice(0, 10).map((r) => ({ label: itemName(r.v), value: n(r.value) })),
    },
  };
}

/** Thousandths of the stock unit sold per variant on days after `since` up to `to`. */
async function soldSince(db: Db, since: string, to: string) {
  const rows = await db
    .selectFrom('sale_facts')
    .select([
      'variant_id',
      sql<number>`sum(stock_quantity)`.as('sold'),
      sql<string>`max(day)`.as('last'),
    ])
    .where('variant_id', 'is not', null)
    .where('day', '>', since)
    .where('day', '<=', to)
    .groupBy('variant_id')
    .execute();
  return new Map(rows.map((r) => [r.variant_id!, { sold: n(r.sold), last: r.last }]));
}

export async function lowStockReport(db: Db, range: Range): Promise<Answer> {
  const variants = await counted(db).where('v.reorder_level', 'is not', null).execute();
  const sold = await soldSince(db, addDays(range.to, -30), range.to);
  const rows = variants
    .filter((v) => n(v.on_hand) <= n(v.reorder_level))
    .map((v) => {
      const perDay = (sold.get(v.id)?.sold ?? 0) / 30;
      return {
        v,
        cover: perDay > 0 ? Math.floor(n(v.on_hand) / perDay) : null,
        perDay: Math.round(perDay) / 1000,
      };
    })
    .sort(
      (a, b) => (a.cover ?? 1e9) - (b.cover ?? 1e9) || itemName(a.v).localeCompare(itemName(b.v)),
    );
  return {
    columns: [
      // Days of cover first: on a phone it is the column in sight.
      { key: 'item', label: 'Item', kind: 'text' },
      { key: 'cover', label: 'Days of cover', kind: 'number' },
      { key: 'onHand', label: 'On hand', kind: 'number' },
      { key: 'unit', label: 'Unit', kind: 'text' },
      { key: 'reorder', label: 'Reorder level', kind: 'number' },
      { key: 'perDay', label: 'Sold a day (30 days)', kind: 'number' },
      { key: 'sku', label: 'SKU', kind: 'text' },
    ],
    rows: rows.map((r) => [
      itemName(r.v),
      r.cover,
      n(r.v.on_hand) / 1000,
      r.v.stock_unit,
      n(r.v.reorder_level) / 1000,
      r.perDay,
      r.v.sku,
    ]),
    totals: null,
    chart: {
      label: 'Days of cover',
      // An item that did not sell has no days of cover to draw (the table shows it with '–').
      points: rows
        .filter((r) => r.cover !== null)
        .slice(0, 15)
        .map((r) => ({ label: itemName(r.v), value: r.cover! })),
    },
  };
}

export async function slowMoversReport(db: Db, range: Range, days: number): Promise<Answer> {
  const variants = await counted(db).execute();
  const recent = await soldSince(db, addDays(range.to, -days), range.to);
  const ever = await soldSince(db, '0000-00-00', range.to);
  const rows = variants
    .filter((v) => n(v.on_hand) > 0 && !(recent.get(v.id)?.sold ?? 0))
    .map((v) => ({ v, last: ever.get(v.id)?.last ?? null }))
    .sort(
      (a, b) =>
        (a.last ?? '').localeCompare(b.last ?? '') || itemName(a.v).localeCompare(itemName(b.v)),
    );
  return {
    columns: [
      { key: 'item', label: 'Item', kind: 'text' },
      { key: 'sku', label: 'SKU', kind: 'text' },
      { key: 'onHand', label: 'On hand', kind: 'number' },
      { key: 'unit', label: 'Unit', kind: 'text' },
      { key: 'last', label: 'Last sold', kind: 'date' },
    ],
    rows: rows.map((r) => [itemName(r.v), r.v.sku, n(r.v.on_hand) / 1000, r.v.stock_unit, r.last]),
    totals: null,
    chart: {
      label: `On hand, no sale in ${days} days`,
      points: rows
        .slice(0, 15)
        .map((r) => ({ label: itemName(r.v), value: n(r.v.on_hand) / 1000 })),
    },
  };
}
