import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClaimInput, MyOrders, OrderAgain } from '#shared/account.schema.js';
import type { ListAgain, ListInput, SavedList } from '#shared/list.schema.js';
import type { PublicOrder } from '#shared/order.schema.js';
import type { Payment } from '#shared/payment.schema.js';
import type { PayBalanceInput, Statement, StatementShare } from '#shared/trade.schema.js';
import { api, ApiError, apiOrNull } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

// The customer's own orders (DESIGN decision 54): the list, claiming a guest order, and
// 'Order again' as today's prices to look at before anything enters the cart.

const enc = encodeURIComponent;
const MY_ORDERS = [...queryKeys.me, 'orders'] as const;

export function useMyOrders(enabled: boolean) {
  return useQuery({
    queryKey: MY_ORDERS,
    queryFn: async () => api<MyOrders>('/me/orders'),
    enabled,
    staleTime: 30_000,
  });
}

export function useClaimOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ClaimInput) =>
      api<PublicOrder>('/me/orders/claim', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_ORDERS }),
  });
}

/** Today's prices of an order's lines; asked each time the panel opens (prices move). */
export function useOrderAgain(reference: string) {
  return useQuery({
    queryKey: [...MY_ORDERS, reference, 'again'],
    queryFn: async () => api<OrderAgain>(`/me/orders/${enc(reference)}/again`),
    staleTime: 0,
    gcTime: 0,
  });
}

const MY_LISTS = [...queryKeys.me, 'lists'] as const;

/** The customer's saved lists (decision 55), each with its lines. */
export function useMyLists(enabled: boolean) {
  return useQuery({
    queryKey: MY_LISTS,
    queryFn: async () => (await api<{ items: SavedList[] }>('/me/lists')).items,
    enabled,
    staleTime: 30_000,
  });
}

/** Saves the cart's lines, or one of the customer's orders, as a named list. */
export function useSaveList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ListInput) =>
      api<SavedList>('/me/lists', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_LISTS }),
  });
}

export function useRenameList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, name }: { id: string; name: string }) =>
      api<SavedList>(`/me/lists/${enc(id)}`, { method: 'PATCH', body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_LISTS }),
  });
}

export function useDeleteList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => api<void>(`/me/lists/${enc(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_LISTS }),
  });
}

/** A list at today's prices; asked each time it is put in the cart (prices move). */
export function useListAgain(id: string) {
  return useQuery({
    queryKey: [...MY_LISTS, id, 'again'],
    queryFn: async () => api<ListAgain>(`/me/lists/${enc(id)}/again`),
    staleTime: 0,
    gcTime: 0,
  });
}

/** The holder's statement (the last 30 days to today); `poll` while a payment is on its way. */
export function useMyStatement(enabled: boolean, poll = false) {
  return useQuery({
    queryKey: [...MY_ORDERS, 'statement'],
    queryFn: async () => api<Statement>('/me/statement'),
    enabled,
    refetchInterval: poll ? 2_000 : false,
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 2,
  });
}

/** 'Pay my balance': an M-Pesa prompt for `amount` to the account's number. */
export function usePayBalance() {
  return useMutation({
    mutationFn: async (input: PayBalanceInput) =>
      api<Payment>('/me/statement/pay', { method: 'POST', body: input }),
  });
}

export function useShareStatement() {
  return useMutation({
    mutationFn: async () => api<StatementShare>('/me/statement/share', { method: 'POST' }),
  });
}

/**
 * A statement opened by its share link: loaded by the server, so it reads without the script;
 * null for a link altered or expired (404), kept so that page too is drawn by the server.
 */
export const sharedStatementQuery = (token: string) =>
  queryOptions({
    queryKey: ['statement', token],
    queryFn: async () => apiOrNull<Statement>(`/statements/${encodeURIComponent(token)}`),
    retry: false,
  });
