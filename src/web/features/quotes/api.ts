import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AcceptedQuote,
  AdminQuote,
  AdminQuotePage,
  PublicQuote,
  QuoteInput,
  QuoteMatchResult,
  QuotePatch,
  QuoteStatus,
} from '#shared/quote.schema.js';
import { api, ApiError } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

// Quotes as the contractor makes, follows and accepts one, and as admins price and send them.

const enc = encodeURIComponent;
const notFoundIsAnAnswer = (count: number, err: unknown) =>
  !(err instanceof ApiError && err.status === 404) && count < 2;

export function useMatchList() {
  return useMutation({
    mutationFn: async (text: string) =>
      api<QuoteMatchResult>('/quotes/match', { method: 'POST', body: { text } }),
  });
}

export function useRequestQuote() {
  return useMutation({
    mutationFn: async ({ input, key }: { input: QuoteInput; key: string }) =>
      api<PublicQuote>('/quotes', {
        method: 'POST',
        body: input,
        headers: { 'idempotency-key': key },
      }),
  });
}

export const quoteQuery = (reference: string) =>
  queryOptions({
    queryKey: queryKeys.quote(reference),
    queryFn: async () => api<PublicQuote>(`/quotes/${enc(reference)}`),
    retry: notFoundIsAnAnswer,
    staleTime: 30_000,
  });

export function useQuote(reference: string) {
  return useQuery(quoteQuery(reference));
}

export function useAcceptQuote(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      api<AcceptedQuote>(`/quotes/${enc(reference)}/accept`, { method: 'POST' }),
    onSuccess: (accepted) => queryClient.setQueryData(queryKeys.quote(reference), accepted.quote),
  });
}

export interface QuoteListParams {
  status: QuoteStatus | '';
  q: string;
  page: number;
}

export function useAdminQuotes(params: QuoteListParams) {
  return useQuery({
    queryKey: [...queryKeys.adminQuotes, params],
    queryFn: async () => {
      const search = new URLSearchParams();
      if (params.status) search.set('status', params.status);
      if (params.q.trim()) search.set('q', params.q.trim());
      if (params.page > 1) search.set('page', String(params.page));
      const qs = search.toString();
      return await api<AdminQuotePage>(`/admin/quotes${qs ? `?${qs}` : ''}`);
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAdminQuote(reference: string) {
  return useQuery({
    queryKey: queryKeys.adminQuote(reference),
    queryFn: async () => api<AdminQuote>(`/admin/quotes/${enc(reference)}`),
    retry: notFoundIsAnAnswer,
    staleTime: 0,
  });
}

function useQuoteWrite<T>(reference: string, write: (input: T) => Promise<AdminQuote>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (quote) => {
      queryClient.setQueryData(queryKeys.adminQuote(reference), quote);
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminQuotes });
    },
  });
}

export function useSaveQuote(reference: string) {
  return useQuoteWrite(reference, (patch: QuotePatch) =>
    api(`/admin/quotes/${enc(reference)}`, { method: 'PATCH', body: patch }),
  );
}

export function useSendQuote(reference: string) {
  return useQuoteWrite(reference, (patch: QuotePatch | null) =>
    (patch
      ? api(`/admin/quotes/${enc(reference)}`, { method: 'PATCH', body: patch })
      : Promise.resolve()
    ).then(() => api<AdminQuote>(`/admin/quotes/${enc(reference)}/send`, { method: 'POST' })),
  );
}
