import type { Kysely } from 'kysely';

// Frozen: the owner's sale facts as they were on 2026-11-28 (DESIGN decision 51,
// docs/decisions/144-sale-facts.md). Never edit; add a new migration instead. One row per order
// line (and one for the delivery fee) when an order is confirmed, and the same rows negated on
// the day it is cancelled. The orders confirmed before this release are filled in from their
// status history: a sale on the Nairobi day of their 'Confirmed', and for those cancelled since,
// a cancellation on the day of their 'Cancelled'. Costs of those are not known (null).

/* eslint-disable @typescript-eslint/no-explicit-any */

const NAIROBI_MS = 3 * 3_600_000;
const dayOf = (iso: string) => new Date(Date.parse(iso) + NAIROBI_MS).toISOString().slice(0, 10);

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sale_facts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('order_item_id', 'text')
    .addColumn('line', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text')
    .addColumn('variant_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('variant_title', 'text')
    .addColumn('sku', 'text')
    .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('stock_quantity', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('stock_unit', 'text', (c) => c.notNull().defaultTo('piece'))
    .addColumn('net', 'bigint', (c) => c.notNull())
    .addColumn('cost', 'bigint')
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sale_facts_day').on('sale_facts').columns(['day']).execute();
  await db.schema.createIndex('sale_facts_order').on('sale_facts').columns(['order_id']).execute();
  await fill(db as Kysely<any>);
}

async function fill(db: Kysely<any>): Promise<void> {
  const history = await db
    .selectFrom('order_status_history')
    .select(['order_id', 'status', 'created_at'])
    .where('status', 'in', ['Confirmed', 'Cancelled'])
    .orderBy('created_at')
    .execute();
  const moves = new Map<string, { confirmed?: string; cancelled?: string }>();
  for (const h of history) {
    const m = moves.get(h.order_id) ?? {};
    if (h.status === 'Confirmed') m.confirmed ??= h.created_at;
    else m.cancelled ??= h.created_at;
    moves.set(h.order_id, m);
  }
  for (const [orderId, m] of moves) {
    if (!m.confirmed) continue;
    const order = await db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirst();
    if (!order) continue;
    const quoted = await db
      .selectFrom('quotes')
      .select('id')
      .where('order_reference', '=', order.reference)
      .executeTakeFirst();
    const items = await db
      .selectFrom('order_items as i')
      .leftJoin('products as p', 'p.id', 'i.product_id')
      .select([
        'i.id',
        'i.product_id',
        'i.variant_id',
        'i.name',
        'i.variant_title',
        'i.sku',
        'i.qty',
        'i.stock_quantity',
        'i.stock_unit',
        'i.line_total',
        'p.category',
      ])
      .where('i.order_id', '=', orderId)
      .orderBy('i.position')
      .execute();
    const rows: any[] = items.map((i: any) => ({
      order_item_id: i.id,
      line: 'item',
      product_id: i.product_id,
      variant_id: i.variant_id,
      name: i.name,
      variant_title: i.variant_title,
      sku: i.sku,
      category: i.category ?? '',
      stock_quantity: Number(i.stock_quantity) || Number(i.qty) * 1000,
      stock_unit: i.stock_unit,
      net: Number(i.line_total),
    }));
    if (Number(order.delivery_fee) > 0)
      rows.push({
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
      });
    const common = {
      order_id: orderId,
      reference: order.reference,
      cost: null,
      customer_name: order.customer_name,
      phone: order.phone,
      channel: quoted ? 'quote' : 'online',
    };
    const facts = rows.map((r, n) => ({
      ...common,
      ...r,
      id: `fill-${orderId}-${n}`,
      kind: 'sale',
      day: dayOf(m.confirmed!),
      at: m.confirmed,
    }));
    if (m.cancelled)
      facts.push(
        ...rows.map((r, n) => ({
          ...common,
          ...r,
          id: `fill-${orderId}-${n}-x`,
          kind: 'cancellation',
          stock_quantity: -r.stock_quantity,
          net: -r.net,
          day: dayOf(m.cancelled!),
          at: m.cancelled,
        })),
      );
    if (facts.length > 0) await db.insertInto('sale_facts').values(facts).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sale_facts').execute();
}
