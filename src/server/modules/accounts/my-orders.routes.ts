import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ClaimInput, MyOrders, OrderAgain } from '#shared/account.schema.js';
import { ORDER, PublicOrder, ReferenceParam } from '#shared/order.schema.js';
import { claimOrder, getMyOrder, listMyOrders, myOrderAgain } from './my-orders.service.js';

// /api/me/orders (DESIGN decision 54): the logged-in customer's own orders. Policy 'user': a
// caller without a session gets 401; every answer is about the caller's orders alone.

/** Claims guess reference and phone together: as slow as looking an order up by reference. */
const CLAIM_LIMIT = { max: ORDER.lookupRateLimitMax, timeWindow: ORDER.lookupRateLimitWindow };

export const myOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/orders',
    { config: { policy: 'user' }, schema: { response: { 200: MyOrders } } },
    async (request) => listMyOrders(app, request.user!.id),
  );

  app.get(
    '/api/me/orders/:reference',
    {
      config: { policy: 'user' },
      schema: { params: ReferenceParam, response: { 200: PublicOrder } },
    },
    async (request) => getMyOrder(app, request.user!.id, request.params.reference),
  );

  app.get(
    '/api/me/orders/:reference/again',
    {
      config: { policy: 'user' },
      schema: { params: ReferenceParam, response: { 200: OrderAgain } },
    },
    async (request) => myOrderAgain(app, request.user!.id, request.params.reference),
  );

  app.post(
    '/api/me/orders/claim',
    {
      config: { policy: 'user', rateLimit: CLAIM_LIMIT },
      bodyLimit: 4 * 1024,
      schema: { body: ClaimInput, response: { 200: PublicOrder } },
    },
    async (request) => claimOrder(app, request.user!.id, request.body),
  );
};
