import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Product, ProductList } from '../../../shared/product.schema';
import { STORAGE_KEYS } from '../../../shared/constants';
import { ImportReport } from '../../../shared/product-csv.schema';
import { ApiError, api } from '../../lib/api-client';
import { readText } from '../../lib/storage';

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

/* ---------- the catalogue as a spreadsheet ---------- */

/** Downloads the CSV export with the admin's token (a plain link could not send it). */
export async function downloadProductsCsv(): Promise<void> {
  const token = readText(STORAGE_KEYS.token);
  let response: Response;
  try {
    response = await fetch('/api/products/export', {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'Could not reach the shop. Check your connection.');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
    throw new ApiError(
      response.status,
      body.code ?? 'HTTP_ERROR',
      body.message ?? `The export failed (${response.status}).`,
    );
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'products.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useProductImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, apply }: { file: File; apply: boolean }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return ImportReport.parse(
        await api<unknown>(`/products/import/${apply ? 'apply' : 'preview'}`, {
          method: 'POST',
          body: form,
        }),
      );
    },
    onSuccess: async (report) => {
      if (!report.applied) return;
      await queryClient.invalidateQueries({ queryKey: ['products'] });
      await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
