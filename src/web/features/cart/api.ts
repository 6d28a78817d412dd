import {
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { SavedSite, SiteInput } from '#shared/site.schema.js';
import { useEffect, useState } from 'react';
import type { CartPriceInput, PricedCart } from '#shared/cart-price.schema.js';
import type { OrderInput, PlacedOrder } from '#shared/order.schema.js';
import { finalPrice } from '#shared/pricing.js';
import type { PublicProduct } from '#shared/product.schema.js';
import type { AccountOrderPlaced, TradeAccount } from '#shared/trade.schema.js';
import { api, apiOrNull } from '../../lib/api-client';
import { zonesQuery } from '../orders/api';
import { productQuery, productsByIdQueries } from '../products/api';
import type { ProductDetails } from './cart-view';

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

/**
 * Each cart product's own answer (its variants and sell units), by id: undefined while it loads or
 * when it could not be read, null when the shop has no such product.
 */
export function useProductDetails(ids: readonly string[]): ProductDetails {
  const distinct = [...new Set(ids)].sort();
  return useQueries({
    queries: distinct.map((id) => ({ ...productQuery(id), staleTime: 60_000 })),
    combine: (results) => new Map(distinct.map((id, i) => [id, results[i]?.data])),
  });
}

/** How long the cart waits after a keystroke before asking the shop to price it. */
export const PRICE_DEBOUNCE_MS = 300;

/**
 * The shop's pricing of the cart (POST /api/cart/price), asked for once typing has paused. The
 * last answer stays while the next is on its way; the cart keeps its own estimate until one comes.
 */
export function useCartPricing(request: CartPriceInput | null) {
  const body = request ? JSON.stringify(request) : null;
  const [settled, setSettled] = useState(body);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(body), PRICE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [body]);
  return useQuery({
    queryKey: ['cart', 'price', settled],
    queryFn: async ({ signal }) =>
      api<PricedCart>('/cart/price', { method: 'POST', body: JSON.parse(settled!), signal }),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}

/** Delivery zones and their fees (the orders feature's query), for the fee shown before sending. */
export function useDeliveryZones(enabled: boolean) {
  return useQuery({ ...zonesQuery, enabled, staleTime: 5 * 60_000, retry: 1 });
}

/** Saves the order; the server prices it and answers with the reference. */
export async function placeOrder(input: OrderInput, signal?: AbortSignal): Promise<PlacedOrder> {
  return api<PlacedOrder>('/orders', { method: 'POST', body: input, signal });
}

/**
 * The signed-in customer's trade account, when they hold one (issue 45): 'Pay on account' is
 * offered only then. Anyone else (no session, no account, the shop unreachable) gets null.
 */
export function useTradeAccount(enabled: boolean) {
  return useQuery({
    queryKey: ['me', 'trade-account'],
    queryFn: async () => apiOrNull<TradeAccount>('/me/trade-account').catch(() => null),
    enabled,
    staleTime: 30_000,
    retry: false,
  });
}

/** Saves the order on the customer's trade account: accepted, or awaiting the owner's approval. */
export async function placeAccountOrder(
  input: OrderInput,
  signal?: AbortSignal,
): Promise<AccountOrderPlaced> {
  return api<AccountOrderPlaced>('/me/account-orders', { method: 'POST', body: input, signal });
}

const SITES_KEY = ['me', 'sites'] as const;

/** The signed-in customer's saved delivery sites (issue 45); empty for anyone else. */
export function useSavedSites(enabled: boolean) {
  return useQuery({
    queryKey: SITES_KEY,
    queryFn: async () => api<SavedSite[]>('/me/sites').catch(() => [] as SavedSite[]),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}

export function useSaveSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SiteInput) =>
      api<SavedSite[]>('/me/sites', { method: 'POST', body: input }),
    onSuccess: (sites) => queryClient.setQueryData(SITES_KEY, sites),
  });
}
