import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDER, OrderInput, type OrderInputParsed } from '#shared/order.schema.js';
import { AccountOrderPlaced, type AccountOrderState } from '#shared/trade.schema.js';
import {
  accountOfUser,
  bringUpToDate,
  noAccount,
  weighAccountOrder,
} from '../modules/accounts/trade.service.js';
import type { OrderDeps } from '../modules/orders/order.service.js';
import { placeOrder } from './place-order.js';

// 'Pay on account' (DESIGN decision 56): the cart's order placed as any other (prices from the
// database, the customer's own), and in the same transaction weighed against the customer's trade
// account: accepted within the limit, else saved awaiting the owner's approval, never refused;
// an account on hold takes no new account order (other ways to pay still work).

export async function placeAccountOrder(
  deps: OrderDeps,
  input: OrderInputParsed,
  userId: string,
): Promise<AccountOrderPlaced> {
  const account = await accountOfUser(deps.db, userId);
  if (!account) throw noAccount();
  await bringUpToDate(deps.db, account, deps.clock);
  let state: AccountOrderState = 'awaiting';
  const placed = await placeOrder(deps, input, userId, async (trx, reference) => {
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'total'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    state = await weighAccountOrder(deps, trx, account, {
      id: order.id,
      total: Number(order.total),
    });
  });
  return { ...placed, account: { number: account.number, state } };
}

/** POST /api/me/account-orders: the cart's 'Pay on account'. */
export const placeAccountOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/me/account-orders',
    {
      config: {
        policy: 'user',
        rateLimit: { max: ORDER.rateLimitMax, timeWindow: ORDER.rateLimitWindow },
      },
      bodyLimit: 64 * 1024,
      schema: { body: OrderInput, response: { 201: AccountOrderPlaced } },
    },
    async (request, reply) =>
      reply.status(201).send(await placeAccountOrder(app, request.body, request.user!.id)),
  );
};
