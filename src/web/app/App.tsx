import {
  type DehydratedState,
  QueryClient,
  QueryClientProvider,
  hydrate,
} from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toasts } from '../components/ui/toast';
import { ApiError } from '../lib/api-client';
import { BrowserValues } from '../lib/use-browser-value';
import { SessionProvider } from '../features/auth';

// What every page sits in, in the browser and on the server alike: the query cache, the session
// and the toasts. The router around the pages differs (browser router, static router).

export function makeQueryClient(options: { server?: boolean } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Client errors will not get better by asking again; a server render never waits to retry.
        retry: (count, err) =>
          !options.server &&
          !(err instanceof ApiError && err.status >= 400 && err.status < 500) &&
          count < 2,
      },
    },
  });
}

/**
 * Puts the data a page was drawn with into the browser's cache, as current when it arrived. The
 * server keeps drawn pages until a write could change them, so a kept page's data is as fresh as
 * the API's answer would be; read by the time it was drawn (minutes or hours before), every query
 * was stale at once and the page asked the API again for what it had just been sent.
 */
export function hydrateServerState(
  queryClient: QueryClient,
  state: DehydratedState,
  arrivedAt = Date.now(),
) {
  hydrate(queryClient, {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: arrivedAt },
    })),
  });
}

export function AppProviders({
  queryClient,
  hydrating = true,
  children,
}: {
  queryClient: QueryClient;
  /** False when the browser draws a page the server did not (the admin area). */
  hydrating?: boolean;
  children: ReactNode;
}) {
  return (
    <BrowserValues hydrating={hydrating}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider hydrating={hydrating}>
          {children}
          <Toasts />
        </SessionProvider>
      </QueryClientProvider>
    </BrowserValues>
  );
}
