import { queryOptions, useQuery } from '@tanstack/react-query';
import { DeliveryZoneList, PlacedOrder, type OrderInput } from '../../../shared/order.schema';
import { finalPrice } from '../../../shared/pricing';
import { ProductList, type Product } from '../../../shared/product.schema';
import { api } from '../../lib/api-client';

// The product list under the shared key ['products'], so the cart reuses what the products page
// already fetched. The cart only reads image and price from it (docs/decisions/065-cart-prices.md).

export const productsQuery = queryOptions({
  queryKey: ['products'],
  queryFn: async () => ProductList.parse(await api<unknown>('/products')),
  staleTime: 60_000,
  retry: 1,
});

export interface ProductFacts {
  price: number | null;
  image: string | null;
}

/**
 * Image and price by product id. Whatever sits in the cache under ['products'] is read
 * defensively: a missing, failed or differently shaped list gives an empty index, never a crash.
 */
export function indexProducts(list: unknown): Map<string, ProductFacts> {
  const index = new Map<string, ProductFacts>();
  if (!Array.isArray(list)) return index;
  for (const entry of list as Partial<Product>[]) {
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

export function useProductIndex(enabled: boolean): Map<string, ProductFacts> {
  const { data } = useQuery({ ...productsQuery, enabled, select: indexProducts });
  return data ?? EMPTY;
}

const EMPTY = new Map<string, ProductFacts>();

/** Delivery zones and their fees, for the fee shown before sending. */
export const deliveryZonesQuery = queryOptions({
  queryKey: ['delivery-zones'],
  queryFn: async () => DeliveryZoneList.parse(await api<unknown>('/delivery-zones')),
  staleTime: 5 * 60_000,
  retry: 1,
});

export function useDeliveryZones(enabled: boolean) {
  return useQuery({ ...deliveryZonesQuery, enabled });
}

/** Saves the order; the server prices it and answers with the reference. */
export async function placeOrder(input: OrderInput, signal?: AbortSignal): Promise<PlacedOrder> {
  return PlacedOrder.parse(await api<unknown>('/orders', { method: 'POST', body: input, signal }));
}
