import type { Transaction } from 'kysely';
import { shopDay } from '#shared/quote-limits.js';
import type { Database } from '../../db/database.js';
import type { SaleFactsTable } from '../../db/report-tables.js';
import { newId } from '../../lib/ids.js';

// The sale facts every report reads (DESIGN decision 51, docs/decisions/144-sale-facts.md).
// Written by whoever moves an order, inside the transaction that moves it: a confirmation writes
// one fact per line plus the delivery fee's own, a cancellation or return the negation of what
// is left, each on the Nairobi day it happens. Nothing here reads another module's code.

type Trx = Transaction<Database>;
type Fact = SaleFactsTable;

/** Moving-average cost of one stock unit per variant, from receipts up to `at` (null: unknown). */
async function averageCosts(trx: Trx, variantIds: string[], at: string) {
  const costs = new Map<string, number>();
  if (variantIds.length === 0) return costs;
  const rows = await trx
    .selectFrom('stock_movements')
    .select(['variant_id', 'quantity', 'unit_cost'])
    .where('variant_id', 'in', variantIds)
    .where('kind', '=', 'receipt')
    .where('unit_cost', 'is not', null)
    .where('created_at', '<=', at)
    .execute();
  const sums = new Map<string, { qty: number; value: number }>();
  for (const r of rows) {
    const s = sums.get(r.variant_id) ?? { qty: 0, value: 0 };
    s.qty += Number(r.quantity);
    s.value += Number(r.quantity) * Number(r.unit_cost);
    sums.set(r.variant_id, s);
  }
  for (const [id, s] of sums) if (s.qty > 0) costs.set(id, s.value / s.qty);
  return costs;
}

/** Writes the sale facts of an order just confirmed (in the confirming transaction). */
export async function recordSaleFacts(trx: Trx, orderId: string, now: Date): Promise<void> {
  const order = await trx
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const items = await trx
    .selectFrom('order_items as i')
    .leftJoin('products as p', 'p.id', 'i.product_id')
    .selectAll('i')
    .select('p.category')
    .where('i.order_id', '=', orderId)
    .orderBy('i.position')
    .execute();
  const quoted = await trx
    .selectFrom('quotes')
    .select('id')
    .where('order_reference', '=', order.reference)
    .executeTakeFirst();
  const at = now.toISOString();
  const variantIds = items.flatMap((i) => (i.variant_id ? [i.variant_id] : []));
  const costs = await averageCosts(trx, variantIds, at);
  const common = {
    order_id: order.id,
    reference: order.reference,
    kind: 'sale',
    customer_name: order.customer_name,
    phone: order.phone,
    channel: order.channel === 'counter' ? 'counter' : quoted ? 'quote' : 'online',
    day: shopDay(now),
    at,
  };
  const facts: Fact[] = items.map((i) => {
    const stockQuantity = Number(i.stock_quantity) || i.qty * 1000;
    const unitCost = i.variant_id ? costs.get(i.variant_id) : undefined;
    return {
      ...common,
      id: newId(),
      order_item_id: i.id,
      line: 'item',
      product_id: i.product_id,
      variant_id: i.variant_id,
      name: i.name,
      variant_title: i.variant_title,
      sku: i.sku,
      category: i.category ?? '',
      stock_quantity: stockQuantity,
      stock_unit: i.stock_unit,
      net: Number(i.line_total),
      cost: unitCost === undefined ? null : Math.round((stockQuantity / 1000) * unitCost),
    };
  });
  if (Number(order.delivery_fee) > 0)
    facts.push({
      ...common,
      id: newId(),
      order_item_id: null,
      line: 'delivery',
      product_id: null,
      variant_id: null,
      name: 'Delivery',
      variant_title: null,
      sku: null,
      category: 'Delivery',
      stock_quantity: 0,
      stock_unit: 'piece',
      net: Number(order.delivery_fee),
      cost: null,
    });
  if (facts.length > 0) await trx.insertInto('sale_facts').values(facts).execute();
}

/**
 * Writes the negation of what an order's facts still add up to, line by line, as a cancellation
 * or return on today's Nairobi day. An order never confirmed has no facts and gets none.
 */
export async function undoSaleFacts(
  trx: Trx,
  orderId: string,
  kind: 'cancellation' | 'return',
  now: Date,
): Promise<void> {
  const facts = await trx
    .selectFrom('sale_facts')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('at')
    .execute();
  const left = new Map<string, Fact>();
  for (const f of facts) {
    const key = `${f.line}:${f.order_item_id ?? ''}`;
    const sum = left.get(key);
    if (!sum) {
      left.set(key, {
        ...f,
        stock_quantity: Number(f.stock_quantity),
        net: Number(f.net),
        cost: f.cost === null ? null : Number(f.cost),
      });
      continue;
    }
    sum.stock_quantity += Number(f.stock_quantity);
    sum.net += Number(f.net);
    sum.cost = sum.cost === null || f.cost === null ? null : sum.cost + Number(f.cost);
  }
  const at = now.toISOString();
  const undo = [...left.values()]
    .filter((f) => f.net !== 0 || f.stock_quantity !== 0)
    .map((f) => ({
      ...f,
      id: newId(),
      kind,
      stock_quantity: -f.stock_quantity,
      net: -f.net,
      cost: f.cost === null ? null : -f.cost,
      day: shopDay(now),
      at,
    }));
  if (undo.length > 0) await trx.insertInto('sale_facts').values(undo).execute();
}

/** What came back of one order line: its stock quantity (thousandths) and value (shillings). */
export interface ReturnedLine {
  orderItemId: string;
  stockQuantity: number;
  net: number;
}

/**
 * Writes the negative facts of a return (docs/decisions/174-returns.md) on today's Nairobi day,
 * one per returned line, from the line's sale fact: the same item, category and customer, the
 * returned stock quantity and value, and the cost's share. A line with no sale fact (an order
 * never confirmed has none) gets none, so the facts still add up to what was sold.
 */
export async function recordReturnFacts(
  trx: Trx,
  orderId: string,
  lines: ReturnedLine[],
  now: Date,
): Promise<void> {
  if (lines.length === 0) return;
  const sales = await trx
    .selectFrom('sale_facts')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('kind', '=', 'sale')
    .where('line', '=', 'item')
    .execute();
  const at = now.toISOString();
  const facts: Fact[] = [];
  for (const line of lines) {
    const sale = sales.find((f) => f.order_item_id === line.orderItemId);
    if (!sale) continue;
    const sold = Number(sale.stock_quantity);
    const cost =
      sale.cost === null || sold === 0
        ? null
        : Math.round((Number(sale.cost) * line.stockQuantity) / sold);
    facts.push({
      ...sale,
      id: newId(),
      kind: 'return',
      stock_quantity: -line.stockQuantity,
      net: -line.net,
      cost: cost === null ? null : -cost,
      day: shopDay(now),
      at,
    });
  }
  if (facts.length > 0) await trx.insertInto('sale_facts').values(facts).execute();
}
