import type { Kysely } from 'kysely';
import {
  ORDER_STATUSES,
  nextStatusesOf,
  normalizeReference,
  type AdminOrder,
  type AdminOrderPage,
  type OrderLine,
  type OrderStatus,
  type PublicOrder,
} from '#shared/order.schema.js';
import type { OrderPaymentInfo } from '#shared/payment.schema.js';
import { formatQuantity, QTY_SCALE } from '#shared/quantity.js';
import { adjustmentText, unitOf } from '#shared/units.js';
import type { Database } from '../../db/database.js';
import { customerSearch } from '../../lib/customer-search.js';
import { NotFoundError } from '../../lib/errors.js';
import type { OrderReader } from './order.deps.js';
import { orderPaymentInfo } from '../payments/payment.view.js';
import {
  countOrdersWithStatus,
  findOrderByReference,
  listNotes,
  listOrderItems,
  listOrders,
  listStatusHistory,
  type OrderItemRow,
  type OrderRow,
  type StatusRow,
} from './order.repository.js';
import { isAcceptedOnAccount } from './order.on-account.js';
import { orderReturns } from './order.returns.js';

// Reading orders: the customer's view by reference, the admin's view with notes and next steps,
// and the admin list with its search.

const ORDER_NOT_FOUND = 'Order not found.';

/**
 * The line as it was sold, from its own copy (never today's product or variant). A line written
 * by a server of the previous release has quantity 0: it sold `qty` whole units.
 */
export function toLine(row: OrderItemRow): OrderLine {
  const quantity = Number(row.quantity) || row.qty * QTY_SCALE;
  const requested = Number(row.requested) || quantity;
  const stockQuantity = Number(row.stock_quantity) || quantity;
  const sold = { requested, quantity, stockQuantity, adjusted: requested !== quantity };
  return {
    productId: row.product_id,
    name: row.name,
    sku: row.sku,
    listPrice: Number(row.list_price),
    discount: row.discount === null ? null : Number(row.discount),
    unitPrice: row.unit_price,
    qty: row.qty,
    lineTotal: row.line_total,
    variantId: row.variant_id,
    variantTitle: row.variant_title,
    unit: row.unit,
    quantity: formatQuantity(quantity),
    requested: formatQuantity(requested),
    adjustment: adjustmentText(sold, unitOf(row.unit), unitOf(row.stock_unit)),
    stockQuantity: formatQuantity(stockQuantity),
    stockUnit: row.stock_unit,
  };
}

const statusRank = (s: string) => ORDER_STATUSES.indexOf(s as OrderStatus);
/** Changes within one millisecond keep the order of the status flow. */
const byTime = (a: StatusRow, b: StatusRow) =>
  a.created_at.localeCompare(b.created_at) || statusRank(a.status) - statusRank(b.status);

/** What reading an order needs: the database and the settings (is M-Pesa on?). */
type Reader = OrderReader;

export function toPublic(
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

export async function loadOrder(db: Kysely<Database>, reference: string): Promise<OrderRow> {
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
  const [items, history, notes, payment, onAccount] = await Promise.all([
    listOrderItems(db, order.id),
    listStatusHistory(db, order.id),
    listNotes(db, order.id),
    orderPaymentInfo(db, config, order),
    isAcceptedOnAccount(db, order.id),
  ]);
  const returns = await orderReturns(db, order.id, items, onAccount);
  return {
    ...toPublic(order, items, history, payment),
    ...returns,
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
    nextStatuses: nextStatusesOf(order.status as OrderStatus, onAccount),
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

/** How many orders are in this status (the dashboard's count of new orders). */
export function countOrders(db: Kysely<Database>, status: OrderStatus): Promise<number> {
  return countOrdersWithStatus(db, status);
}
