import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  CataloguePage,
  catalogueQueryKey,
  type CatalogueQuery,
} from '../../../shared/catalogue-query';
import { Product, ProductList } from '../../../shared/product.schema';
import { api } from '../../lib/api-client';

// Every product query of the SPA is made here, keys and fetchers together, so pages, hooks and
// invalidations agree. Everything sits under ['products']: one invalidation after a write
// refreshes the full list (the cart reads prices from it), the catalogue pages and the details.

export const productKeys = {
  all: ['products'] as const,
  catalogue: ['products', 'catalogue'] as const,
};

/** The whole catalogue in one answer; kept for readers that need every product (the cart). */
export const productsQuery = queryOptions({
  queryKey: productKeys.all,
  queryFn: async () => ProductList.parse(await api<unknown>('/products')),
  staleTime: 60_000,
  retry: 1,
});

/** One page of a search or filter, with its total and facet counts. */
export const catalogueQuery = (query: CatalogueQuery) => {
  const key = catalogueQueryKey(query);
  return queryOptions({
    queryKey: [...productKeys.catalogue, key],
    // The key always names a page, so the server answers a page and never the full list.
    queryFn: async ({ signal }) =>
      CataloguePage.parse(await api<unknown>(`/products?${key}`, { signal })),
    staleTime: 60_000,
    retry: 1,
    // The last results stay on screen while the next filter's results load.
    placeholderData: keepPreviousData,
  });
};

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: [...productKeys.all, 'one', id],
    queryFn: async () => Product.parse(await api<unknown>(`/products/${encodeURIComponent(id)}`)),
    retry: false,
  });

export function useProducts() {
  return useQuery(productsQuery);
}

export function useCatalogue(query: CatalogueQuery) {
  return useQuery(catalogueQuery(query));
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
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
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
      // The row goes at once; the lists refresh behind it.
      queryClient.setQueryData<Product[]>(productsQuery.queryKey, (list) =>
        list?.filter((p) => p._id !== id),
      );
      queryClient.setQueriesData<CataloguePage>({ queryKey: productKeys.catalogue }, (page) =>
        page && page.items.some((p) => p._id === id)
          ? { ...page, items: page.items.filter((p) => p._id !== id), total: page.total - 1 }
          : page,
      );
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
