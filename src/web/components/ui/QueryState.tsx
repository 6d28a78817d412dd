import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from './LoadError';

/**
 * A list's states from its query: the loading line, the load error with Retry, the empty line,
 * then the list itself from the loaded data.
 */
export function QueryState<T extends readonly unknown[]>({
  query,
  what,
  loading,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  /** Completes "We could not load ...", e.g. 'the services'. */
  what: string;
  /** 'Loading services...' */
  loading: string;
  /** What an empty list says: 'No services yet.' */
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <p className="muted">{loading}</p>;
  if (query.isError)
    return (
      <LoadError
        what={what}
        error={query.error}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (query.data.length === 0) return <p className="muted">{empty}</p>;
  return <>{children(query.data)}</>;
}
