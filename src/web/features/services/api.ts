import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Service, ServiceInput } from '#shared/service.schema.js';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

// Services, with the same error handling as every other call (docs/decisions/066-load-errors.md).

export const servicesQuery = queryOptions({
  queryKey: queryKeys.services,
  queryFn: async () => api<Service[]>('/services'),
  staleTime: 60_000,
  retry: 1,
});

export function useServices() {
  return useQuery(servicesQuery);
}

export function useAddService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ServiceInput) => api<Service>('/services', { method: 'POST', body: input }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.services });
      await queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ deleted: true }>(`/services/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: async (_data, id) => {
      queryClient.setQueryData<Service[]>(servicesQuery.queryKey, (list) =>
        list?.filter((s) => s._id !== id),
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.services });
      await queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}
