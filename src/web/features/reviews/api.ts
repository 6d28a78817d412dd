import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '../../../shared/constants';
import { ReviewList, type Review, type ReviewInput } from '../../../shared/review.schema';
import { api } from '../../lib/api-client';
import { readJson, writeJson } from '../../lib/storage';

// Reviews live on the server; the browser keeps the last list under 'reviews v1' so the section
// shows at once on the next visit (DESIGN.md decision 4).

const isReviewList = (v: unknown): v is Review[] => ReviewList.safeParse(v).success;

export const reviewsQuery = queryOptions({
  queryKey: ['reviews'],
  queryFn: async () => {
    const reviews = ReviewList.parse(await api<unknown>('/reviews'));
    writeJson(STORAGE_KEYS.reviews, reviews);
    return reviews;
  },
  placeholderData: () => readJson(STORAGE_KEYS.reviews, isReviewList) ?? undefined,
});

export function useReviews() {
  return useQuery(reviewsQuery);
}

export function usePostReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => api<Review>('/reviews', { method: 'POST', body: input }),
    onSuccess: (review) => {
      // New reviews go to the front of the list.
      const next = [review, ...(queryClient.getQueryData<Review[]>(reviewsQuery.queryKey) ?? [])];
      queryClient.setQueryData(reviewsQuery.queryKey, next);
      writeJson(STORAGE_KEYS.reviews, next);
    },
  });
}
