import { randomInt } from 'node:crypto';
import type { Transaction } from 'kysely';
import { REFERENCE_ALPHABET, REFERENCE_PREFIX, type PlacedOrder } from '#shared/order.schema.js';
import { lineTotal, QTY_SCALE } from '#shared/quantity.js';
import type { Database } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { newId } from '../../lib/ids.js';
import { orderPaymentInfo } from '../payments/payment.view.js';
import { newOrderMail } from './order.mails.js';
import type { OrderDeps } from './order.deps.js';
import { wholeQty, type PricedOrder } from './order.pricing.js';
import { insertOrder, type OrderRow, type StatusRow } from './order.repository.js';
import { toPublic } from './order.view.js';

// The rules of orders: the server prices everything from the database (order.pricing.ts),
// references are random, statuses move only along the legal steps and confirming takes stock in
// one transaction (order.status.ts). This file saves new orders (placing one, from the cart or a
// quote, is a process above the modules: src/server/processes/place-order.ts); the others are
// re-exported here so other modules and processes keep one door to orders.

export type { OrderDeps } from './order.deps.js';
export { deliveryFor, priceItems } from './order.pricing.js';
export { addStaffNote, changeStatus, moveOrder } from './order.status.js';
export { countOrders, getAdminOrder, getPublicOrder, listAdminOrders } from './order.view.js';

/** ARH-XXXX-XXXX from 31 clear characters: about 40 bits, so references cannot be guessed. */
export function newReference(): string {
  const pick = () =>
    Array.from({ length: 4 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join(
      '',
    );
  return `${REFERENCE_PREFIX}-${pick()}-${pick()}`;
}

const REFERENCE_TRIES = 5;

export type OrderFields = Omit<
  OrderRow,
  'id' | 'reference' | 'status' | 'created_at' | 'updated_at'
>;

/**
 * Saves a new order under a fresh reference and queues its mail to the shop. `within` runs in the
 * order's transaction (an accepted quote marks itself there), so both are saved or neither.
 * `mailShop: false` for an order nobody has to prepare (a counter sale: the buyer is at the till).
 */
export async function saveNewOrder(
  deps: OrderDeps,
  fields: OrderFields,
  lines: PricedOrder['lines'],
  within?: (trx: Transaction<Database>, reference: string) => Promise<void>,
  options: { mailShop?: boolean } = {},
): Promise<PlacedOrder> {
  const now = deps.clock.now();
  const id = newId();
  const base = {
    id,
    status: 'New',
    ...fields,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  } satisfies Omit<OrderRow, 'reference'>;
  const items = lines.map((l) => ({ ...l, order_id: id }));
  const first: StatusRow = {
    id: newId(),
    order_id: id,
    status: 'New',
    by_name: null,
    created_at: base.created_at,
  };

  let order: OrderRow | undefined;
  for (let attempt = 1; !order; attempt += 1) {
    const candidate: OrderRow = { ...base, reference: newReference() };
    try {
      // A clash aborts a PostgreSQL transaction, so each try is its own transaction.
      await deps.db.transaction().execute(async (trx) => {
        await insertOrder(trx, candidate, items, first);
        if (within) await within(trx, candidate.reference);
      });
      order = candidate;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= REFERENCE_TRIES) throw error;
    }
  }

  const placed = toPublic(
    order,
    items,
    [first],
    await orderPaymentInfo(deps.db, deps.config, order),
  );
  // Queued: the mail to the shop never holds up or fails the order.
  if (options.mailShop !== false) deps.mailer.queue(newOrderMail(deps.config, order, items));
  return {
    ...placed,
    customerName: order.customer_name,
    phone: order.phone,
    statusUrl: `${deps.config.publicUrl}/orders/${order.reference}`,
    payment: deps.config.shop.mpesa,
  };
}

/**
 * A line of an accepted quote: its price is the quoted one, never today's. `qty` whole units of
 * `unit` (a piece when left out), or an exact `quantity` in thousandths of it; what it takes from
 * stock is `stockQuantity` thousandths of `stockUnit` (the same as the quantity when left out).
 */
export interface QuotedOrderLine {
  productId: string | null;
  sku: string | null;
  name: string;
  unitPrice: number;
  qty: number;
  variantId?: string | null;
  variantTitle?: string | null;
  unit?: string;
  quantity?: number;
  requested?: number;
  stockQuantity?: number;
  stockUnit?: string;
}

function quotedLine(line: QuotedOrderLine, position: number): PricedOrder['lines'][number] {
  const quantity = line.quantity ?? line.qty * QTY_SCALE;
  const unit = line.unit ?? 'piece';
  return {
    id: newId(),
    position,
    product_id: line.productId,
    sku: line.sku,
    name: line.name,
    list_price: line.unitPrice,
    discount: null,
    unit_price: line.unitPrice,
    qty: line.quantity === undefined ? line.qty : wholeQty(quantity),
    line_total: lineTotal(line.unitPrice, quantity),
    stock_taken: 0,
    variant_id: line.variantId ?? null,
    variant_title: line.variantTitle ?? null,
    unit,
    quantity,
    requested: line.requested ?? quantity,
    stock_quantity: line.stockQuantity ?? quantity,
    stock_unit: line.stockUnit ?? unit,
  };
}

export interface QuotedOrder {
  customerName: string;
  phone: string;
  /** Delivery to this county at the quoted fee, or pickup when null. */
  county: string | null;
  deliveryFee: number;
  note: string | null;
  lines: QuotedOrderLine[];
}

/**
 * An order at a quote's prices (docs/decisions/099-accepting-quotes.md): the lines, fee and
 * total exactly as quoted, lines without a product kept by their text. `within` runs inside the
 * order's transaction: the quote marks itself accepted there, and a throw there saves nothing.
 */
export async function placeQuotedOrder(
  deps: OrderDeps,
  quoted: QuotedOrder,
  within: (trx: Transaction<Database>, reference: string) => Promise<void>,
): Promise<PlacedOrder> {
  const lines = quoted.lines.map(quotedLine);
  const subtotal = lines.reduce((sum, l) => sum + l.line_total, 0);
  return saveNewOrder(
    deps,
    {
      customer_name: quoted.customerName,
      phone: quoted.phone,
      delivery_method: quoted.county ? 'delivery' : 'pickup',
      county: quoted.county,
      area: null,
      zone_name: null,
      delivery_fee: quoted.deliveryFee,
      subtotal,
      total: subtotal + quoted.deliveryFee,
      buyer_pin: null,
      location_link: null,
      note: quoted.note,
    },
    lines,
    within,
  );
}
