import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Product, ProductList } from '../../../shared/product.schema';
import { api } from '../../lib/api-client';

// The product list is fetched once per page load under ['products'] (spec section 7) and shared
// by the products page, the gallery, the cart and the admin table.

export const productsQuery = queryOptions({
  queryKey: ['products'],
  queryFn: async () => ProductList.parse(await api<unknown>('/products')),
  staleTime: 60_000,
  retry: 1,
});

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: ['products', id],
    queryFn: async () => Product.parse(await api<unknown>(`/products/${encodeURIComponent(id)}`)),
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

/** Price, discount or stock of one product, saved from the admin table. */
export function useQuickEditProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (edit: { price?: string; stock?: string | null }) =>
      Product.parse(
        await api<unknown>(`/products/${encodeURIComponent(id)}`, { method: 'PATCH', body: edit }),
      ),
    onSuccess: async (product) => {
      queryClient.setQueryData<Product[]>(productsQuery.queryKey, (list) =>
        list?.map((p) => (p._id === product._id ? product : p)),
      );
      queryClient.setQueryData(productQuery(product._id).queryKey, product);
      await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
