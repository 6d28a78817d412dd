import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { readJson, STORAGE_KEYS, writeJson } from '../../lib/storage';
import type { Review, ReviewInput, ReviewPage } from '#shared/review.schema.js';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

// Reviews live on the server and are read a page at a time; the browser keeps the first page
// under 'reviews v1' so the section shows at once on the next visit
// (docs/decisions/062-reviews-on-server.md).

export const REVIEWS_PAGE_SIZE = 10;

/** What was stored under 'reviews v1' still reads as reviews (else the section just waits). */
const isReviewList = (v: unknown): v is Review[] =>
  Array.isArray(v) &&
  v.every(
    (r: Partial<Record<keyof Review, unknown>> | null) =>
      typeof r === 'object' &&
      r !== null &&
      typeof r._id === 'string' &&
      typeof r.name === 'string' &&
      typeof r.message === 'string' &&
      typeof r.rating === 'number' &&
      typeof r.createdAt === 'string',
  );

export const reviewsQuery = infiniteQueryOptions({
  queryKey: [...queryKeys.reviews, 'pages'],
  queryFn: async ({ pageParam }) => {
    const page = await api<ReviewPage>(`/reviews?page=${pageParam}&pageSize=${REVIEWS_PAGE_SIZE}`);
    if (pageParam === 1) writeJson(STORAGE_KEYS.reviews, page.items);
    return page;
  },
  initialPageParam: 1,
  getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  placeholderData: (): InfiniteData<ReviewPage, number> | undefined => {
    const cached = readJson(STORAGE_KEYS.reviews, isReviewList);
    if (!cached) return undefined;
    const page = { items: cached, total: cached.length, page: 1, pageSize: REVIEWS_PAGE_SIZE };
    return { pages: [page], pageParams: [1] };
  },
});

export function useReviews() {
  return useInfiniteQuery(reviewsQuery);
}

export function usePostReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => api<Review>('/reviews', { method: 'POST', body: input }),
    onSuccess: (review) => {
      // New reviews go to the front of the list.
      const old = queryClient.getQueryData(reviewsQuery.queryKey);
      const [first, ...rest] = old?.pages ?? [];
      const firstPage: ReviewPage = first
        ? { ...first, items: [review, ...first.items], total: first.total + 1 }
        : { items: [review], total: 1, page: 1, pageSize: REVIEWS_PAGE_SIZE };
      const later = rest.map((p) => ({ ...p, total: p.total + 1 }));
      queryClient.setQueryData(reviewsQuery.queryKey, {
        pages: [firstPage, ...later],
        pageParams: old?.pageParams ?? [1],
      });
      writeJson(STORAGE_KEYS.reviews, firstPage.items);
    },
  });
}

/* ---------- admin: moderation ---------- */

export const adminReviewsQuery = (page: number, q: string) => ({
  queryKey: [...queryKeys.adminReviews, page, q] as const,
  queryFn: async () => {
    const params = new URLSearchParams({ page: String(page), pageSize: '20' });
    if (q) params.set('q', q);
    return await api<ReviewPage>(`/admin/reviews?${params.toString()}`);
  },
});

export function useAdminDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/reviews/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.reviews });
      await queryClient.invalidateQueries({ queryKey: queryKeys.adminReviews });
      await queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}
