// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { queryKeys } from '../../lib/query-keys';
import { contactMessagesQuery } from '../contact/api';
import { dashboardQuery } from '../dashboard/api';
import { adminReviewsQuery } from '../reviews/api';
import { servicesQuery } from '../services/api';
import { STORAGE_KEYS } from '../../lib/storage';
import { SessionProvider, useSession } from './session';

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

it('signing out leaves nothing private in memory for the next person on the phone', async () => {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'Logged out.' })));
  const queryClient = new QueryClient();
  const at = '2026-11-23T08:00:00.000Z';
  queryClient.setQueryData(contactMessagesQuery.queryKey, [
    { _id: 'm1', name: 'Achieng', email: 'a@example.test', message: 'Call me', createdAt: at },
  ]);
  queryClient.setQueryData(dashboardQuery.queryKey, DASHBOARD);
  queryClient.setQueryData(adminReviewsQuery(1, '').queryKey, {
    items: [],
    total: 0,
    page: 1,
    pageSize: 20,
  });
  // The customer's own: their orders and saved lists (issue 45).
  queryClient.setQueryData([...queryKeys.me, 'orders'], { items: [] });
  queryClient.setQueryData(
    [...queryKeys.me, 'lists'],
    [{ _id: 'l1', name: 'Plot 12 roofing', lines: [], createdAt: at, updatedAt: at }],
  );
  queryClient.setQueryData(servicesQuery.queryKey, [
    { _id: 's1', name: 'Delivery', description: 'Across Kenya', createdAt: at },
  ]);

  let signOut: () => Promise<void> = async () => {};
  function Grab() {
    signOut = useSession().signOut;
    return null;
  }
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <Grab />
      </SessionProvider>
    </QueryClientProvider>,
  );
  await act(() => signOut());

  const left = queryClient
    .getQueryCache()
    .getAll()
    .map((q) => q.queryKey);
  expect(left).toEqual([servicesQuery.queryKey]);
  expect(left.some((key) => key[0] === queryKeys.admin[0])).toBe(false);
});

it('a page drawn in the browser alone waits for a stored session before any guard decides', () => {
  vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
  localStorage.setItem(STORAGE_KEYS.token, 'stored-token');
  const seen: string[] = [];
  function Watch() {
    seen.push(useSession().session.status);
    return null;
  }
  const draw = (hydrating: boolean) =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider hydrating={hydrating}>
          <Watch />
        </SessionProvider>
      </QueryClientProvider>,
    );
  try {
    draw(false).unmount();
    expect(seen[0]).toBe('loading');
    seen.length = 0;
    // A page the server drew starts as the server drew it: for a visitor.
    draw(true).unmount();
    expect(seen[0]).toBe('anonymous');
  } finally {
    localStorage.clear();
  }
});
