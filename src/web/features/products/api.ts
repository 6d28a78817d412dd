import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Product, ProductList } from '../../../shared/product.schema';
import { api, ApiError } from '../../lib/api-client';

// The product list is fetched once per page load under ['products'] (spec section 7) and shared
// by the products page, the gallery, the cart and the admin table.

export const productsQuery = queryOptions({
  queryKey: ['products'],
  queryFn: async () => ProductList.parse(await api<unknown>('/products')),
  staleTime: 60_000,
  retry: 1,
});

/** One product, or null when there is no such product (an answer the page shows, not a failure). */
export const productQuery = (id: string) =>
  queryOptions({
    queryKey: ['products', id],
    queryFn: async () => {
      try {
        return Product.parse(await api<unknown>(`/products/${encodeURIComponent(id)}`));
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
    retry: false,
  });

export function useProducts() {
  return useQuery(productsQuery);
}

export function useProduct(id: string | undefined) {
  return useQuery({ ...productQuery(id ?? ''), enabled: Boolean(id) });
}

export function useSaveProduct(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      id
        ? api<Product>(`/products/${encodeURIComponent(id)}`, { method: 'PUT', body: form })
        : api<Product>('/products', { method: 'POST', body: form }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['products'] });
      await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ deleted: true }>(`/products/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: async (_data, id) => {
      // The row goes at once; the list refreshes behind it.
      queryClient.setQueryData<Product[]>(productsQuery.queryKey, (list) =>
        list?.filter((p) => p._id !== id),
      );
      await queryClient.invalidateQueries({ queryKey: ['products'] });
      await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
