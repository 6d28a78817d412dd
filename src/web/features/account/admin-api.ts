import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountOrder,
  AccountOrderState,
  DecideInput,
  OpenAccountInput,
  Statement,
  TradeAccount,
} from '#shared/trade.schema.js';
import type { CustomerFile } from '#shared/site.schema.js';
import { api } from '../../lib/api-client';

// The owner's side of trade accounts (decision 56): orders on account by state, and deciding
// those past the limit.

const KEY = ['admin', 'account-orders'] as const;

export function useAccountOrders(state: AccountOrderState | undefined) {
  return useQuery({
    queryKey: [...KEY, state ?? 'all'],
    queryFn: async () =>
      api<AccountOrder[]>(`/admin/account-orders${state ? `?state=${state}` : ''}`),
  });
}

export function useDecideOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reference, ...body }: DecideInput & { reference: string }) =>
      api<AccountOrder>(`/admin/account-orders/${encodeURIComponent(reference)}/decision`, {
        method: 'POST',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useOpenAccount() {
  return useMutation({
    mutationFn: (body: OpenAccountInput) =>
      api<TradeAccount>('/admin/trade-accounts', { method: 'POST', body }),
  });
}

/** Staff's page of one customer: orders, sites and account. */
export function useCustomerFile(id: string) {
  return useQuery({
    queryKey: ['admin', 'customers', id],
    queryFn: async () => api<CustomerFile>(`/admin/customers/${encodeURIComponent(id)}`),
  });
}

/** The customer's statement, for staff (only asked when they hold an account). */
export function useCustomerStatement(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'customers', id, 'statement'],
    queryFn: async () => api<Statement>(`/admin/customers/${encodeURIComponent(id)}/statement`),
    enabled,
  });
}
