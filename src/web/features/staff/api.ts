import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActivityPage, StaffMember } from '#shared/staff.schema.js';
import type { StaffRole } from '#shared/staff-roles.js';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

// Staff management (decision 48) and the activity log (decision 49).

export const staffQuery = queryOptions({
  queryKey: queryKeys.staff,
  queryFn: async () => (await api<{ items: StaffMember[] }>('/admin/staff')).items,
});

export const useStaff = () => useQuery(staffQuery);

function useStaffWrite<V, R>(call: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.staff }),
        queryClient.invalidateQueries({ queryKey: queryKeys.activity }),
      ]),
  });
}

export const useAddStaff = () =>
  useStaffWrite((input: { email: string; roles: StaffRole[] }) =>
    api<StaffMember>('/admin/staff', { method: 'POST', body: input }),
  );

export const useChangeRoles = () =>
  useStaffWrite(({ id, roles }: { id: string; roles: StaffRole[] }) =>
    api<StaffMember>(`/admin/staff/${encodeURIComponent(id)}/roles`, {
      method: 'PUT',
      body: { roles },
    }),
  );

export const useDeactivate = () =>
  useStaffWrite((id: string) =>
    api(`/admin/staff/${encodeURIComponent(id)}/deactivate`, { method: 'POST', body: {} }),
  );

export interface ActivityFilters {
  by: string;
  action: string;
  from: string;
  to: string;
  page: number;
}

/** The filters as a query string (empty ones left out). */
export function activitySearch(f: Omit<ActivityFilters, 'page'> & { page?: number }): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v !== '' && v !== undefined) params.set(k, String(v));
  return params.toString();
}

export const useActivity = (filters: ActivityFilters) =>
  useQuery({
    queryKey: [...queryKeys.activity, filters],
    queryFn: () => api<ActivityPage>(`/admin/activity?${activitySearch(filters)}`),
  });
