import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  catalogueQueryKey,
  IDS_MAX,
  isProductId,
  type CatalogueQuery,
} from '#shared/catalogue-params.js';
import type { CataloguePage } from '#shared/catalogue-query.js';
import type { Product, PublicProduct } from '#shared/product.schema.js';
import type { ImportReport } from '#shared/product-csv.schema.js';
import { api, apiOrNull } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { downloadWithToken } from '../../lib/download';

// Every product query of the SPA is made here, keys and fetchers together, so pages, hooks and
// invalidations agree. Everything sits under ['products']: one invalidation after a write
// refreshes the catalogue pages (the cart's products among them) and the details. Nothing in the
// SPA downloads the whole catalogue: pages, or the few products asked for by id.

export const productKeys = {
  all: queryKeys.products,
  catalogue: [...queryKeys.products, 'catalogue'] as const,
};

/** One page of a search or filter, with its total and facet counts. */
export const catalogueQuery = (query: CatalogueQuery) => {
  const key = catalogueQueryKey(query);
  return queryOptions({
    queryKey: [...productKeys.catalogue, key],
    // The key always names a page, so the server answers a page and never the full list.
    queryFn: async ({ signal }) => await api<CataloguePage>(`/products?${key}`, { signal }),
    staleTime: 60_000,
    retry: 1,
    // The last results stay on screen while the next filter's results load.
    placeholderData: keepPreviousData,
  });
};

/**
 * The products with these ids (the cart's), as catalogue pages of at most IDS_MAX each: one
 * request for any ordinary cart. Ids the shop no longer has are simply not in the answers; a
 * text that cannot be an id (an old or edited cart) is not asked for.
 */
export function productsByIdQueries(ids: readonly string[]) {
  const distinct = [...new Set(ids.filter(isProductId))].sort();
  const queries = [];
  for (let i = 0; i < distinct.length; i += IDS_MAX)
    queries.push(
      catalogueQuery({
        ids: distinct.slice(i, i + IDS_MAX),
        sort: 'newest',
        page: 1,
        pageSize: IDS_MAX,
      }),
    );
  return queries;
}

/** One product, or null when there is no such product (an answer the page shows, not a failure). */
export const productQuery = (id: string) =>
  queryOptions({
    queryKey: [...productKeys.all, 'one', id],
    queryFn: async () => apiOrNull<PublicProduct>(`/products/${encodeURIComponent(id)}`),
    retry: false,
  });

/** One product with the fields only staff see (supplier, reorder level), for the admin form. */
export const adminProductQuery = (id: string) =>
  queryOptions({
    queryKey: [...productKeys.all, 'admin', id],
    queryFn: async () => apiOrNull<Product>(`/admin/products/${encodeURIComponent(id)}`),
    retry: false,
  });

/** The gallery's page of pictures, newest first, for the page and the server's render alike. */
export const galleryQuery = (page: number) =>
  catalogueQuery({ sort: 'newest', page, pageSize: 24 });

export function useCatalogue(query: CatalogueQuery) {
  return useQuery(catalogueQuery(query));
}

export function useProduct(id: string | undefined) {
  return useQuery({ ...productQuery(id ?? ''), enabled: Boolean(id) });
}

export function useAdminProduct(id: string | undefined) {
  return useQuery({ ...adminProductQuery(id ?? ''), enabled: Boolean(id) });
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
      await queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
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
      queryClient.setQueriesData<CataloguePage>({ queryKey: productKeys.catalogue }, (page) =>
        page && page.items.some((p) => p._id === id)
          ? { ...page, items: page.items.filter((p) => p._id !== id), total: page.total - 1 }
          : page,
      );
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}

/** Price, discount or stock of one product, saved from the admin table. */
export function useQuickEditProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (edit: { price?: string; stock?: string | null }) =>
      await api<Product>(`/products/${encodeURIComponent(id)}`, { method: 'PATCH', body: edit }),
    onSuccess: async (product) => {
      queryClient.setQueryData(productQuery(product._id).queryKey, product);
      queryClient.setQueryData(adminProductQuery(product._id).queryKey, product);
      // The row shows the saved values at once in every page that holds it (the admin table reads
      // catalogue pages); those pages refresh behind it, as other rows may have moved.
      queryClient.setQueriesData<CataloguePage>({ queryKey: productKeys.catalogue }, (page) =>
        page
          ? { ...page, items: page.items.map((p) => (p._id === product._id ? product : p)) }
          : page,
      );
      await queryClient.invalidateQueries({ queryKey: productKeys.catalogue });
      await queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}

/* ---------- the catalogue as a spreadsheet ---------- */

/** Downloads the CSV export with the admin's token (a plain link could not send it). */
export function downloadProductsCsv(): Promise<void> {
  return downloadWithToken('/api/products/export', 'products.csv');
}

export function useProductImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, apply }: { file: File; apply: boolean }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return await api<ImportReport>(`/products/import/${apply ? 'apply' : 'preview'}`, {
        method: 'POST',
        body: form,
      });
    },
    onSuccess: async (report) => {
      if (!report.applied) return;
      await queryClient.invalidateQueries({ queryKey: queryKeys.products });
      await queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}
