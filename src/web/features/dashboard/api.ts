import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Dashboard } from '#shared/dashboard.schema.js';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export const dashboardQuery = queryOptions({
  queryKey: queryKeys.dashboard,
  queryFn: () => api<Dashboard>('/admin/dashboard'),
  staleTime: 0,
});

export function useDashboard() {
  return useQuery(dashboardQuery);
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/reviews/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: dashboardQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: queryKeys.reviews });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminReviews });
    },
  });
}
