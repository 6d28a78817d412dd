import { useMutation, useQuery } from '@tanstack/react-query';
import type { CataloguePage } from '#shared/catalogue-query.js';
import type { CounterSale, CounterSaleInput } from '#shared/counter.schema.js';
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
