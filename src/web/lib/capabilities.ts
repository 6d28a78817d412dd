import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMe } from '#shared/staff.schema.js';
import type { Capability } from '#shared/staff-roles.js';
import { api } from './api-client';
import { queryKeys } from './query-keys';

// What the signed-in staff member may do (decision 47), for the sidebar and every admin screen's
// buttons: a link or button the person cannot use is not shown. The server checks regardless.

export const adminMeQuery = queryOptions({
  queryKey: queryKeys.adminMe,
  queryFn: () => api<AdminMe>('/admin/me'),
  staleTime: 60_000,
});

/** `can(capability)`; false while the answer is loading, so nothing flashes in and out. */
export function useCan(): { can: (capability: Capability) => boolean; loaded: boolean } {
  const me = useQuery(adminMeQuery);
  const held = new Set(me.data?.capabilities ?? []);
  return { can: (capability) => held.has(capability), loaded: me.isSuccess };
}
