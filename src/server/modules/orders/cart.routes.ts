import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CartPriceInput, PricedCart } from '#shared/cart-price.schema.js';
import { priceCart } from './cart-price.js';

/** Pricing a cart as the phone types it: every keystroke of a quantity may ask. */
const CART_PRICE_LIMIT = { max: 120, timeWindow: '1 minute' };

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/cart/price',
    {
      config: { policy: 'public', rateLimit: CART_PRICE_LIMIT },
      bodyLimit: 16 * 1024,
      schema: { body: CartPriceInput, response: { 200: PricedCart } },
    },
    async (request) => priceCart(app.db, request.body),
  );
};
