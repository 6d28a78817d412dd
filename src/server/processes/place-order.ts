import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import { ORDER, OrderInput, PlacedOrder, type OrderInputParsed } from '#shared/order.schema.js';
import {
  deliveryFor,
  priceItems,
  saveNewOrder,
  type OrderDeps,
} from '../modules/orders/order.service.js';
import type { Database } from '../db/database.js';
import { linkPlacedOrder } from '../modules/accounts/my-orders.service.js';

// Placing an order (DESIGN decisions 45 and 66, issue 41 item 1): a process above the modules, in
// one file named for what it does. The cart's order is priced from the catalogue by variant, unit
// and exact quantity (the products and stock the orders module reads), given the delivery fee of
// the shopper's zone, saved under a fresh reference with the shop's mail queued, and answered with
// what the chat message and the order page need (its payments too). An accepted quote's order is
// saved at the quote's prices by the orders module's placeQuotedOrder, which
// processes/accept-quote.ts calls.

/**
 * Places the cart's order: every price from the database, never from the browser. A logged-in
 * customer's order is theirs (decision 54), linked in the order's own transaction.
 */
export async function placeOrder(
  deps: OrderDeps,
  input: OrderInputParsed,
  userId: string | null = null,
  alsoWithin?: (trx: Transaction<Database>, reference: string) => Promise<void>,
): Promise<PlacedOrder> {
  const { lines, subtotal } = await priceItems(deps.db, input.items);
  const delivery = await deliveryFor(deps.db, input.delivery);
  return saveNewOrder(
    deps,
    {
      customer_name: input.customerName,
      phone: input.phone,
      ...delivery,
      subtotal,
      total: subtotal + delivery.delivery_fee,
      location_link: input.locationLink,
      note: input.note,
      buyer_pin: input.buyerPin ?? null,
    },
    lines,
    async (trx, reference) => {
      if (userId) await linkPlacedOrder(deps, trx, reference, userId);
      if (alsoWithin) await alsoWithin(trx, reference);
    },
  );
}

/** POST /api/orders: the cart's 'Send Order via WhatsApp' saves the order first. */
export const placeOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/orders',
    {
      config: {
        policy: 'public',
        rateLimit: { max: ORDER.rateLimitMax, timeWindow: ORDER.rateLimitWindow },
      },
      bodyLimit: 64 * 1024,
      schema: { body: OrderInput, response: { 201: PlacedOrder } },
    },
    async (request, reply) =>
      reply.status(201).send(await placeOrder(app, request.body, request.user?.id ?? null)),
  );
};
