import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountOrder,
  AccountOrderState,
  DecideInput,
  OpenAccountInput,
  OrderCustomers,
  Statement,
  TradeAccount,
  TradeAccountRow,
} from '#shared/trade.schema.js';
import type { CustomerFile } from '#shared/site.schema.js';
import { api } from '../../lib/api-client';
import { useCan } from '../../lib/capabilities';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpenAccountInput) =>
      api<TradeAccount>('/admin/trade-accounts', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS }),
  });
}

const ACCOUNTS = ['admin', 'trade-accounts'] as const;

/** Every trade account with its holder, by number. */
export function useTradeAccounts() {
  return useQuery({
    queryKey: ACCOUNTS,
    queryFn: async () => api<TradeAccountRow[]>('/admin/trade-accounts'),
  });
}

/**
 * Which of these orders are a customer's, and whose, for a screen that links the customer's name
 * to their page; asked only by staff who may open that page (accounts.manage).
 */
export function useOrderCustomers(references: string[]): OrderCustomers {
  const { can } = useCan();
  const key = [...references].sort().join(',');
  const query = useQuery({
    queryKey: ['admin', 'order-customers', key],
    queryFn: async () =>
      api<OrderCustomers>(`/admin/order-customers?references=${encodeURIComponent(key)}`),
    enabled: key !== '' && can('accounts.manage'),
    staleTime: 60_000,
  });
  return query.data ?? {};
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
