import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import {
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  REFERENCE_ALPHABET,
  REFERENCE_PREFIX,
  canMoveTo,
  normalizeReference,
  type AdminOrder,
  type AdminOrderPage,
  type OrderInputParsed,
  type OrderLine,
  type OrderStatus,
  type PlacedOrder,
  type PublicOrder,
} from '#shared/order.schema.js';
import type { OrderPaymentInfo } from '#shared/payment.schema.js';
import { canReserve, finalPrice } from '#shared/pricing.js';
import type { Database } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { customerSearch } from '../../lib/customer-search.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { catalogueChanged } from '../../lib/catalogue-events.js';
import { forgetOrderAnswers } from './order-answers.js';
import { orderPaymentInfo } from '../payments/payment.view.js';
import { lowStock, putBackLines, stockFacts, takeLines } from '../stock/stock.service.js';
import { zoneForCounty } from './delivery-zone.service.js';
import { lowStockMail, newOrderMail } from './order.mails.js';
import {
  findOrderByReference,
  insertNote,
  insertOrder,
  insertStatus,
  listNotes,
  listOrderItems,
  listOrders,
  listStatusHistory,
  moveStatus,
  setStockTaken,
  type OrderItemRow,
  type OrderRow,
  type StatusRow,
} from './order.repository.js';

// The rules of orders: the server prices everything from the database, references are random,
// statuses move only along the legal steps, and confirming takes stock in one transaction.

const ORDER_NOT_FOUND = 'Order not found.';

/** ARH-XXXX-XXXX from 31 clear characters: about 40 bits, so references cannot be guessed. */
export function newReference(): string {
  const pick = () =>
    Array.from({ length: 4 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join(
      '',
    );
  return `${REFERENCE_PREFIX}-${pick()}-${pick()}`;
}

function toLine(row: OrderItemRow): OrderLine {
  return {
    productId: row.product_id,
    name: row.name,
    sku: row.sku,
    listPrice: Number(row.list_price),
    discount: row.discount === null ? null : Number(row.discount),
    unitPrice: row.unit_price,
    qty: row.qty,
    lineTotal: row.line_total,
  };
}

/** The products of an order's lines (lines priced by their text have none). */
const productIdsOf = (items: Pick<OrderItemRow, 'product_id'>[]) =>
  items.flatMap((i) => (i.product_id === null ? [] : [i.product_id]));

const statusRank = (s: string) => ORDER_STATUSES.indexOf(s as OrderStatus);
/** Changes within one millisecond keep the order of the status flow. */
const byTime = (a: StatusRow, b: StatusRow) =>
  a.created_at.localeCompare(b.created_at) || statusRank(a.status) - statusRank(b.status);

/** What reading an order needs: the database and the settings (is M-Pesa on?). */
type Reader = Pick<FastifyInstance, 'db' | 'config'>;

function toPublic(
  order: OrderRow,
  items: OrderItemRow[],
  history: StatusRow[],
  payment: OrderPaymentInfo,
): PublicOrder {
  return {
    reference: order.reference,
    status: order.status as OrderStatus,
    items: items.map(toLine),
    subtotal: order.subtotal,
    deliveryFee: order.delivery_fee,
    total: order.total,
    delivery: {
      method: order.delivery_method as 'pickup' | 'delivery',
      county: order.county,
      area: order.area,
      zoneName: order.zone_name,
    },
    history: [...history].sort(byTime).map((h) => ({
      status: h.status as OrderStatus,
      at: h.created_at,
    })),
    createdAt: order.created_at,
    ...payment,
  };
}

/* ---------- placing an order ---------- */

interface PricedOrder {
  lines: Omit<OrderItemRow, 'order_id'>[];
  subtotal: number;
}

/** Prices the items from the database and refuses anything the shop cannot sell as asked. */
async function priceItems(
  db: Kysely<Database>,
  items: OrderInputParsed['items'],
): Promise<PricedOrder> {
  // The same product twice in one request is one line with both quantities.
  const merged = new Map<string, { qty: number; name?: string }>();
  for (const item of items) {
    const seen = merged.get(item.productId);
    merged.set(item.productId, {
      qty: (seen?.qty ?? 0) + item.qty,
      name: seen?.name ?? item.name,
    });
  }
  const products = new Map((await stockFacts(db, [...merged.keys()])).map((p) => [p.id, p]));
  const lines: PricedOrder['lines'] = [];
  let position = 0;
  for (const [productId, { qty, name }] of merged) {
    const product = products.get(productId);
    if (!product) {
      const label = name?.trim() ? `"${name.trim().slice(0, 80)}"` : 'An item in your cart';
      throw new ConflictError(
        `${label} is no longer in our catalogue. Please remove it from your cart and send again.`,
        'ITEM_UNAVAILABLE',
      );
    }
    if (product.price === null) {
      throw new ConflictError(
        `${product.name} has no price yet. Please remove it and ask the shop for a quote.`,
        'ITEM_UNAVAILABLE',
      );
    }
    if (product.status === 'Discontinued') {
      throw new ConflictError(
        `${product.name} is discontinued. Please remove it from your cart.`,
        'ITEM_UNAVAILABLE',
      );
    }
    if (!canReserve({ price: product.price, status: product.status, stock: product.stock })) {
      throw new ConflictError(
        `${product.name} is out of stock. Please remove it from your cart.`,
        'ITEM_UNAVAILABLE',
      );
    }
    if (product.stock !== null && product.stock < qty) {
      throw new ConflictError(
        `Only ${product.stock} of ${product.name} left in stock. Please lower the quantity.`,
        'NOT_ENOUGH_STOCK',
      );
    }
    const unitPrice = finalPrice(product.price, product.discount);
    lines.push({
      id: newId(),
      position: position++,
      product_id: product.id,
      sku: product.sku,
      name: product.name,
      list_price: product.price,
      discount: product.discount,
      unit_price: unitPrice,
      qty,
      line_total: unitPrice * qty,
      stock_taken: 0,
    });
  }
  return { lines, subtotal: lines.reduce((sum, l) => sum + l.line_total, 0) };
}

async function deliveryFor(
  db: Kysely<Database>,
  delivery: OrderInputParsed['delivery'],
): Promise<Pick<OrderRow, 'delivery_method' | 'county' | 'area' | 'zone_name' | 'delivery_fee'>> {
  if (delivery.method === 'pickup') {
    return {
      delivery_method: 'pickup',
      county: null,
      area: null,
      zone_name: null,
      delivery_fee: 0,
    };
  }
  const zone = await zoneForCounty(db, delivery.county);
  if (!zone) {
    throw new BadRequestError(
      `We do not deliver to ${delivery.county} yet. Please choose pickup, or call the shop to arrange delivery.`,
      'NO_DELIVERY_ZONE',
    );
  }
  return {
    delivery_method: 'delivery',
    county: delivery.county,
    area: delivery.area,
    zone_name: zone.name,
    delivery_fee: zone.fee,
  };
}

const REFERENCE_TRIES = 5;

type OrderFields = Omit<OrderRow, 'id' | 'reference' | 'status' | 'created_at' | 'updated_at'>;

/**
 * Saves a new order under a fresh reference and queues its mail to the shop. `within` runs in the
 * order's transaction (an accepted quote marks itself there), so both are saved or neither.
 */
async function saveNewOrder(
  app: FastifyInstance,
  fields: OrderFields,
  lines: PricedOrder['lines'],
  within?: (trx: Transaction<Database>, reference: string) => Promise<void>,
): Promise<PlacedOrder> {
  const now = app.clock.now();
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
      await app.db.transaction().execute(async (trx) => {
        await insertOrder(trx, candidate, items, first);
        if (within) await within(trx, candidate.reference);
      });
      order = candidate;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= REFERENCE_TRIES) throw error;
    }
  }

  const placed = toPublic(order, items, [first], await orderPaymentInfo(app.db, app.config, order));
  // Queued: the mail to the shop never holds up or fails the order.
  app.mailer.queue(newOrderMail(app.config, order, items));
  return {
    ...placed,
    customerName: order.customer_name,
    phone: order.phone,
    statusUrl: `${app.config.publicUrl}/orders/${order.reference}`,
    payment: app.config.shop.mpesa,
  };
}

export async function placeOrder(
  app: FastifyInstance,
  input: OrderInputParsed,
): Promise<PlacedOrder> {
  const { lines, subtotal } = await priceItems(app.db, input.items);
  const delivery = await deliveryFor(app.db, input.delivery);
  return saveNewOrder(
    app,
    {
      customer_name: input.customerName,
      phone: input.phone,
      ...delivery,
      subtotal,
      total: subtotal + delivery.delivery_fee,
      location_link: input.locationLink,
      note: input.note,
    },
    lines,
  );
}

/** A line of an accepted quote: its price is the quoted one, never today's. */
export interface QuotedOrderLine {
  productId: string | null;
  sku: string | null;
  name: string;
  unitPrice: number;
  qty: number;
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
  app: FastifyInstance,
  quoted: QuotedOrder,
  within: (trx: Transaction<Database>, reference: string) => Promise<void>,
): Promise<PlacedOrder> {
  const lines: PricedOrder['lines'] = quoted.lines.map((line, position) => ({
    id: newId(),
    position,
    product_id: line.productId,
    sku: line.sku,
    name: line.name,
    list_price: line.unitPrice,
    discount: null,
    unit_price: line.unitPrice,
    qty: line.qty,
    line_total: line.unitPrice * line.qty,
    stock_taken: 0,
  }));
  const subtotal = lines.reduce((sum, l) => sum + l.line_total, 0);
  return saveNewOrder(
    app,
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
      location_link: null,
      note: quoted.note,
    },
    lines,
    within,
  );
}

/* ---------- reading orders ---------- */

async function loadOrder(db: Kysely<Database>, reference: string): Promise<OrderRow> {
  const ref = normalizeReference(reference);
  const order = ref ? await findOrderByReference(db, ref) : undefined;
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
  return order;
}

export async function getPublicOrder({ db, config }: Reader, reference: string) {
  const order = await loadOrder(db, reference);
  const [items, history, payment] = await Promise.all([
    listOrderItems(db, order.id),
    listStatusHistory(db, order.id),
    orderPaymentInfo(db, config, order),
  ]);
  return toPublic(order, items, history, payment);
}

export async function getAdminOrder(
  { db, config }: Reader,
  reference: string,
): Promise<AdminOrder> {
  const order = await loadOrder(db, reference);
  const [items, history, notes, payment] = await Promise.all([
    listOrderItems(db, order.id),
    listStatusHistory(db, order.id),
    listNotes(db, order.id),
    orderPaymentInfo(db, config, order),
  ]);
  return {
    ...toPublic(order, items, history, payment),
    _id: order.id,
    customerName: order.customer_name,
    phone: order.phone,
    locationLink: order.location_link,
    note: order.note,
    history: [...history].sort(byTime).map((h) => ({
      status: h.status as OrderStatus,
      at: h.created_at,
      by: h.by_name,
    })),
    notes: notes.map((n) => ({
      _id: n.id,
      text: n.text,
      author: n.author_name,
      createdAt: n.created_at,
    })),
    nextStatuses: [...ORDER_TRANSITIONS[order.status as OrderStatus]],
    updatedAt: order.updated_at,
  };
}

export async function listAdminOrders(
  db: Kysely<Database>,
  query: { status?: OrderStatus; q?: string; page: number; pageSize: number },
): Promise<AdminOrderPage> {
  const { rows, total } = await listOrders(db, {
    status: query.status,
    search: customerSearch(query.q),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    items: rows.map((r) => ({
      _id: r.id,
      reference: r.reference,
      status: r.status as OrderStatus,
      customerName: r.customer_name,
      phone: r.phone,
      itemCount: Number(r.item_count),
      total: r.total,
      deliveryMethod: r.delivery_method as 'pickup' | 'delivery',
      county: r.county,
      createdAt: r.created_at,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/* ---------- moving an order along ---------- */

export async function changeStatus(
  app: FastifyInstance,
  reference: string,
  to: OrderStatus,
  adminName: string,
): Promise<AdminOrder> {
  await moveOrder(app, reference, to, adminName);
  return getAdminOrder(app, reference);
}

/** changeStatus without the admin screen's answer (a payment moving its order along). */
export async function moveOrder(
  app: FastifyInstance,
  reference: string,
  to: OrderStatus,
  adminName: string,
): Promise<void> {
  const order = await loadOrder(app.db, reference);
  const from = order.status as OrderStatus;
  if (!canMoveTo(from, to)) {
    throw new ConflictError(
      `An order that is ${from} cannot be marked ${to}.`,
      'ILLEGAL_STATUS_CHANGE',
    );
  }
  const now = app.clock.now();
  const items = await listOrderItems(app.db, order.id);
  const touchesStock = to === 'Confirmed' || (from === 'Confirmed' && to === 'Cancelled');

  await app.db.transaction().execute(async (trx) => {
    // Moving the order first locks its row, so a second admin pressing the same button waits
    // here and then finds the status already changed.
    if (!(await moveStatus(trx, order.id, from, to, now))) {
      throw new ConflictError(
        'Someone else changed this order a moment ago. Reload it to see its status.',
        'ORDER_CHANGED',
      );
    }
    await insertStatus(trx, {
      id: newId(),
      order_id: order.id,
      status: to,
      by_name: adminName,
      created_at: now.toISOString(),
    });
    if (to === 'Confirmed') {
      for (const [itemId, taken] of await takeLines(trx, items, now))
        await setStockTaken(trx, itemId, taken);
    }
    if (from === 'Confirmed' && to === 'Cancelled') await putBackLines(trx, items, now);
  });

  forgetOrderAnswers(app);
  if (touchesStock) catalogueChanged(app);
  if (to === 'Confirmed') await warnLowStock(app, order, items);
}

async function warnLowStock(app: FastifyInstance, order: OrderRow, items: OrderItemRow[]) {
  const low = await lowStock(app.db, { ids: productIdsOf(items) });
  if (low.length > 0) app.mailer.queue(lowStockMail(app.config, order, low));
}

export async function addStaffNote(
  app: Reader,
  reference: string,
  text: string,
  author: string,
  now: Date,
): Promise<AdminOrder> {
  const order = await loadOrder(app.db, reference);
  await insertNote(app.db, {
    id: newId(),
    order_id: order.id,
    author_name: author,
    text,
    created_at: now.toISOString(),
  });
  return getAdminOrder(app, order.reference);
}
