import type { ClaimInputParsed, MyOrders, OrderAgain } from '#shared/account.schema.js';
import { normalizeReference, type PublicOrder } from '#shared/order.schema.js';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { NotFoundError } from '../../lib/errors.js';
import { getPublicOrder, type OrderDeps } from '../orders/order.service.js';
import { findOrderByReference } from '../orders/order.repository.js';
import { orderAgain } from './order-again.js';
import { findOrderOf, linkOrder, listOrdersOf, ownerOf } from './my-orders.repository.js';

// A customer's own orders (DESIGN decision 54): theirs when placed while logged in or claimed by
// reference and phone. Every read goes through the link, so an order that is not the caller's
// answers exactly as an unknown one (404 'Order not found.'): nobody learns another's orders exist.

type Reader = Pick<OrderDeps, 'db' | 'config'>;

/** The most orders /account lists; a contractor's years of orders are for the statement. */
export const MY_ORDERS_MAX = 200;

const notFound = () => new NotFoundError('Order not found.', 'ORDER_NOT_FOUND');

export async function listMyOrders({ db }: Reader, userId: string): Promise<MyOrders> {
  const rows = await listOrdersOf(db, userId, MY_ORDERS_MAX);
  return {
    items: rows.map((r) => ({
      reference: r.reference,
      status: r.status as MyOrders['items'][number]['status'],
      total: Number(r.total),
      itemCount: r.item_count,
      deliveryMethod: r.delivery_method as 'pickup' | 'delivery',
      createdAt: r.created_at,
    })),
  };
}

export async function getMyOrder(
  reader: Reader,
  userId: string,
  reference: string,
): Promise<PublicOrder> {
  const ref = normalizeReference(reference);
  const order = ref ? await findOrderOf(reader.db, userId, ref) : undefined;
  if (!order) throw notFound();
  return getPublicOrder(reader, order.reference);
}

/**
 * Claims a guest order: the reference and the phone it was placed with must both match, and the
 * order must be no one else's; any other pair answers 404 like an unknown reference. Claiming an
 * order already one's own answers it again.
 */
export async function claimOrder(
  deps: Pick<OrderDeps, 'db' | 'config' | 'clock'>,
  userId: string,
  input: ClaimInputParsed,
): Promise<PublicOrder> {
  const ref = normalizeReference(input.reference);
  const order = ref ? await findOrderByReference(deps.db, ref) : undefined;
  if (!order || order.phone !== input.phone) throw notFound();
  const owner = await ownerOf(deps.db, order.id);
  if (owner === undefined) {
    try {
      await linkOrder(deps.db, {
        orderId: order.id,
        userId,
        how: 'claimed',
        at: deps.clock.now().toISOString(),
      });
    } catch (error) {
      // Two claims at once: the key lets one win; the other is answered as below.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  if ((await ownerOf(deps.db, order.id)) !== userId) throw notFound();
  return getPublicOrder(deps, order.reference);
}

/** Links an order just saved, in its transaction, to the customer who placed it. */
export async function linkPlacedOrder(
  deps: Pick<OrderDeps, 'clock'>,
  trx: Transaction<Database>,
  reference: string,
  userId: string,
): Promise<void> {
  const order = await findOrderByReference(trx, reference);
  if (!order) throw new Error(`Order ${reference} vanished inside its own transaction`);
  await linkOrder(trx, {
    orderId: order.id,
    userId,
    how: 'placed',
    at: deps.clock.now().toISOString(),
  });
}

export async function myOrderAgain(
  reader: Reader,
  userId: string,
  reference: string,
): Promise<OrderAgain> {
  const order = await getMyOrder(reader, userId, reference);
  return orderAgain(reader.db, order);
}
