import { useQueries, useQuery } from '@tanstack/react-query';
import type { OrderInput, PlacedOrder } from '#shared/order.schema.js';
import { finalPrice } from '#shared/pricing.js';
import type { PublicProduct } from '#shared/product.schema.js';
import { api } from '../../lib/api-client';
import { zonesQuery } from '../orders/api';
import { productsByIdQueries } from '../products/api';

// The cart asks the catalogue for the products it holds, by id (the products feature's own
// queries), and reads only their image and price (docs/decisions/065-cart-prices.md).

export interface ProductFacts {
  price: number | null;
  image: string | null;
}

/**
 * Image and price by product id. The answers are read defensively: a missing, failed or
 * differently shaped list gives an empty index, never a crash.
 */
export function indexProducts(list: unknown): Map<string, ProductFacts> {
  const index = new Map<string, ProductFacts>();
  if (!Array.isArray(list)) return index;
  for (const entry of list as Partial<PublicProduct>[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const id = typeof entry._id === 'string' ? entry._id : undefined;
    if (!id) continue;
    const discount = typeof entry.discount === 'number' ? entry.discount : null;
    index.set(id, {
      // What the shopper pays, discount taken off, as on the cards.
      price:
        typeof entry.price === 'number' && Number.isFinite(entry.price)
          ? finalPrice(entry.price, discount)
          : null,
      image: typeof entry.image === 'string' && entry.image ? entry.image : null,
    });
  }
  return index;
}

/** Image and price of the products with these ids (the cart's items); empty until loaded. */
export function useProductIndex(ids: readonly string[]): Map<string, ProductFacts> {
  return useQueries({ queries: productsByIdQueries(ids), combine: indexAnswers });
}

function indexAnswers(results: { data?: { items: PublicProduct[] } }[]): Map<string, ProductFacts> {
  return indexProducts(results.flatMap((r) => r.data?.items ?? []));
}

/** Delivery zones and their fees (the orders feature's query), for the fee shown before sending. */
export function useDeliveryZones(enabled: boolean) {
  return useQuery({ ...zonesQuery, enabled, staleTime: 5 * 60_000, retry: 1 });
}

/** Saves the order; the server prices it and answers with the reference. */
export async function placeOrder(input: OrderInput, signal?: AbortSignal): Promise<PlacedOrder> {
  return api<PlacedOrder>('/orders', { method: 'POST', body: input, signal });
}
