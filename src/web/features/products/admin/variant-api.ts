import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MovementList, StockChangeAnswer } from '#shared/stock.schema.js';
import type { StaffProductVariants } from '#shared/variant.schema.js';
import { api, apiOrNull } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// The admin's reads and writes of a product's variants and of a variant's stock. The variants
// live under ['products'] (a save changes the catalogue, the product page and the form), a
// variant's movements under ['admin'] (private: sign-out drops them).

const variantsKey = (productId: string) => [...queryKeys.products, 'staff-variants', productId];
const movementsKey = (variantId: string) => [...queryKeys.admin, 'stock-movements', variantId];

/** A product's options and variants as staff see them; null when there is no such product. */
export function useStaffVariants(productId: string | undefined) {
  return useQuery({
    queryKey: variantsKey(productId ?? ''),
    queryFn: async () =>
      apiOrNull<StaffProductVariants>(
        `/admin/products/${encodeURIComponent(productId ?? '')}/variants`,
      ),
    enabled: Boolean(productId),
    retry: false,
  });
}

export function useSaveVariants(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) =>
      api<StaffProductVariants>(`/products/${encodeURIComponent(productId)}/variants`, {
        method: 'PUT',
        body,
      }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(variantsKey(productId), answer);
      await queryClient.invalidateQueries({ queryKey: queryKeys.products });
      await queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}

export const MOVEMENTS_PAGE_SIZE = 20;

/** One page of a variant's movements, newest first. */
export function useMovements(variantId: string | undefined, page: number) {
  return useQuery({
    queryKey: [...movementsKey(variantId ?? ''), page],
    queryFn: async ({ signal }) =>
      api<MovementList>(
        `/admin/variants/${encodeURIComponent(variantId ?? '')}/movements?page=${page}&pageSize=${MOVEMENTS_PAGE_SIZE}`,
        { signal },
      ),
    enabled: Boolean(variantId),
    placeholderData: keepPreviousData,
  });
}

export function useStockChange(variantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) =>
      api<StockChangeAnswer>(`/admin/variants/${encodeURIComponent(variantId)}/stock`, {
        method: 'POST',
        body,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: movementsKey(variantId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.products });
      await queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}
