import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { CartPriceInput, PricedCart } from '#shared/cart-price.schema.js';
import type { CataloguePage } from '#shared/catalogue-query.js';
import type { CounterSale, CounterSaleInput } from '#shared/counter.schema.js';
import type { AdminPaymentPage } from '#shared/payment.schema.js';
import type { Product } from '#shared/product.schema.js';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

// The counter (decision 50): finding items by name, SKU or Swahili word (the catalogue's search),
// and the sale.

export function useCounterSearch(q: string) {
  return useQuery({
    queryKey: [...queryKeys.products, 'counter', q],
    queryFn: () =>
      api<CataloguePage>(`/products?${new URLSearchParams({ q, pageSize: '8' }).toString()}`),
    enabled: q.trim().length >= 2,
    staleTime: 30_000,
  });
}

export function useCounterSale() {
  return useMutation({
    mutationFn: (input: CounterSaleInput) =>
      api<CounterSale>('/admin/counter/sales', { method: 'POST', body: input }),
  });
}

/** Paybill money M-Pesa settled that belongs to no order yet: what a buyer paid before coming in. */
export function useHeldPaybill(enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.adminPayments, 'counter', 'held'],
    queryFn: async () =>
      (await api<AdminPaymentPage>('/admin/payments?page=1&pageSize=100')).items.filter(
        (p) => p.method === 'paybill' && p.status === 'paid' && p.orderReference === null,
      ),
    enabled,
    staleTime: 5_000,
  });
}

/** One product with its variants and sell units (the public product answer). */
export function fetchCounterProduct(id: string): Promise<Product> {
  return api<Product>(`/products/${encodeURIComponent(id)}`);
}

/**
 * The sale's lines priced by the shop's own pricing (the cart's, POST /api/cart/price): the
 * counter's total is exactly what the sale will charge, decimal quantities and sell units
 * included.
 */
export function useCounterPrice(items: CartPriceInput['items']) {
  return useQuery({
    queryKey: ['counter', 'price', items],
    queryFn: ({ signal }) =>
      api<PricedCart>('/cart/price', { method: 'POST', body: { items }, signal }),
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 10_000,
  });
}
