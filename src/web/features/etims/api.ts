import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EtimsItem, EtimsItemList, EtimsOverview } from '#shared/etims.schema.js';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

// KRA eTIMS as staff see it (docs/decisions/156-etims-exactly-once.md): unsigned documents and
// the oldest, the latest documents, putting a refused one back, and credit notes.

/** While documents wait for KRA the page looks again this often. */
const RECHECK_MS = 15_000;

export function useEtimsOverview() {
  return useQuery({
    queryKey: queryKeys.etims,
    queryFn: async () => api<EtimsOverview>('/admin/etims'),
    refetchInterval: (query) => ((query.state.data?.unsigned ?? 0) > 0 ? RECHECK_MS : false),
  });
}

export function useRetryDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ status: string }>(`/admin/etims/documents/${encodeURIComponent(id)}/retry`, {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.etims }),
  });
}

export function useCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) =>
      api<{ invoiceNo: number; total: number }>('/admin/etims/credit-notes', {
        method: 'POST',
        body: { reference },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.etims }),
  });
}

export function useEtimsItems() {
  return useQuery({
    queryKey: [...queryKeys.etims, 'items'],
    queryFn: async () => (await api<EtimsItemList>('/admin/etims/items')).items,
  });
}

export function useSetTaxType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemCd, taxType }: { itemCd: string; taxType: EtimsItem['taxType'] }) =>
      api<void>(`/admin/etims/items/${encodeURIComponent(itemCd)}`, {
        method: 'PUT',
        body: { taxType },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.etims }),
  });
}
