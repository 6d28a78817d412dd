import { useMutation, useQuery } from '@tanstack/react-query';
import type { CataloguePage } from '#shared/catalogue-query.js';
import type { CounterSale, CounterSaleInput } from '#shared/counter.schema.js';
import type { AdminPaymentPage } from '#shared/payment.schema.js';
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
