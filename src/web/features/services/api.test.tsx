// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { dashboardQuery } from '../dashboard/api';
import { servicesQuery, useAddService } from './api';

afterEach(() => vi.unstubAllGlobals());

const DASHBOARD = {
  counts: {
    products: 3,
    lowStock: 0,
    blogs: 1,
    services: 1,
    reviews: 2,
    messages: 1,
    newOrders: 0,
  },
  lowStock: [],
  recentMessages: [],
  recentReviews: [],
  etims: { unsigned: 0, oldest: null },
};

it("adding a service marks the services list and the admin dashboard's counts stale", async () => {
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify({ _id: 's2', name: 'Glass Cutting' }), { status: 201 }),
  );
  const queryClient = new QueryClient();
  queryClient.setQueryData(dashboardQuery.queryKey, DASHBOARD);
  queryClient.setQueryData(servicesQuery.queryKey, []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useAddService(), { wrapper });
  await act(() =>
    result.current.mutateAsync({ name: 'Glass Cutting', description: 'While you wait' }),
  );
  expect(queryClient.getQueryState(dashboardQuery.queryKey)?.isInvalidated).toBe(true);
  expect(queryClient.getQueryState(servicesQuery.queryKey)?.isInvalidated).toBe(true);
});
