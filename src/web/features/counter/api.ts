import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CartPriceInput, PricedCart } from '#shared/cart-price.schema.js';
import type { CataloguePage } from '#shared/catalogue-query.js';
import type {
  CounterCashInput,
  CounterPromptInput,
  CounterSale,
  CounterSaleInput,
} from '#shared/counter.schema.js';
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

const FOLLOW_MS = 1500;
const saleKey = (reference: string) => ['counter', 'sale', reference];

/**
 * Still waiting on M-Pesa: the sale is New and its prompt pending, or paid and the sale about to
 * be made (the shop's job runs just after the money settles).
 */
export const promptOut = (sale: CounterSale | undefined) =>
  sale?.status === 'New' && (sale.payment?.status === 'pending' || sale.payment?.status === 'paid');

/**
 * A sale waiting for its M-Pesa prompt (decision 172), followed without a reload until the money
 * settles, as the order page follows its payment.
 */
export function useCounterSaleStatus(reference: string, first: CounterSale) {
  return useQuery({
    queryKey: saleKey(reference),
    queryFn: () => api<CounterSale>(`/admin/counter/sales/${encodeURIComponent(reference)}`),
    initialData: first,
    initialDataUpdatedAt: 0,
    refetchInterval: (query) => (promptOut(query.state.data) ? FOLLOW_MS : false),
  });
}

const saleUrl = (reference: string, what: string) =>
  `/admin/counter/sales/${encodeURIComponent(reference)}/${what}`;

/** The prompt again, to the same or another phone. */
export function useCounterPromptAgain(reference: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CounterPromptInput) =>
      api<CounterSale>(saleUrl(reference, 'prompt'), { method: 'POST', body: input }),
    // The answer is the sale with its new prompt: followed again from here.
    onSuccess: (sale) => client.setQueryData(saleKey(reference), sale),
  });
}

/** Cash instead of the prompt. */
export function useCounterCash(reference: string) {
  return useMutation({
    mutationFn: (input: CounterCashInput) =>
      api<CounterSale>(saleUrl(reference, 'cash'), { method: 'POST', body: input }),
  });
}

/** The buyer walked away: nothing was sold. */
export function useCounterCancel(reference: string) {
  return useMutation({
    mutationFn: () => api<CounterSale>(saleUrl(reference, 'cancel'), { method: 'POST' }),
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
