import { QueryClient, QueryObserver, dehydrate } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { hydrateServerState, makeQueryClient } from './App';

const HOUR = 60 * 60_000;

/** The state a server drew a page with, `age` ms before the visitor opened it. */
function drawnAgo(age: number) {
  const server = new QueryClient();
  server.setQueryData(
    ['products', 'one', 'p1'],
    { id: 'p1', name: 'Mabati' },
    {
      updatedAt: Date.now() - age,
    },
  );
  return dehydrate(server);
}

describe('hydrateServerState', () => {
  it('does not ask the API again for a page the server kept for an hour', async () => {
    const queryClient = makeQueryClient();
    const queryFn = vi.fn(async () => ({ id: 'p1', name: 'Mabati' }));
    hydrateServerState(queryClient, drawnAgo(HOUR));

    const observer = new QueryObserver(queryClient, {
      queryKey: ['products', 'one', 'p1'],
      queryFn,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    unsubscribe();

    expect(queryFn).not.toHaveBeenCalled();
    expect(observer.getCurrentResult().data).toEqual({ id: 'p1', name: 'Mabati' });
  });

  it('still refreshes the data once it has been on the page past the stale time', () => {
    const queryClient = makeQueryClient();
    hydrateServerState(queryClient, drawnAgo(HOUR), Date.now() - 2 * 60_000);
    const query = queryClient.getQueryCache().find({ queryKey: ['products', 'one', 'p1'] });
    expect(query?.isStaleByTime(60_000)).toBe(true);
  });
});
