import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toasts } from '../components/ui/toast';
import { ApiError } from '../lib/api-client';
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
    <QueryClientProvider client={queryClient}>
      <SessionProvider hydrating={hydrating}>
        {children}
        <Toasts />
      </SessionProvider>
    </QueryClientProvider>
  );
}
