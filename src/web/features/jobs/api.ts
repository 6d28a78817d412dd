import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeadJobList } from '#shared/job.schema.js';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

// Jobs that failed past their retries, and their Retry (docs/decisions/121-jobs-dead-leases-clock.md).

export const deadJobsQuery = queryOptions({
  queryKey: queryKeys.deadJobs,
  queryFn: async () => (await api<DeadJobList>('/admin/jobs?state=dead')).jobs,
});

export function useDeadJobs() {
  return useQuery(deadJobsQuery);
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ id: string; retried: true }>(`/admin/jobs/${encodeURIComponent(id)}/retry`, {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deadJobsQuery.queryKey }),
  });
}
