import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AdminOrder,
  AdminOrderPage,
  DeliveryZone,
  DeliveryZoneInput,
  OrderStatus,
  PublicOrder,
} from '#shared/order.schema.js';
import type {
  AdminPayment,
  AdminPaymentPage,
  ManualPaymentInput,
  Payment,
} from '#shared/payment.schema.js';
import type { AccountOrder } from '#shared/trade.schema.js';
import type { ReturnInput } from '#shared/order-return.schema.js';
import { api, ApiError, apiOrNull } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

// Orders as the visitor follows one, and as admins work them; delivery zones for admins.

const enc = encodeURIComponent;

/** While a payment prompt is pending, the page asks every this often how it went. */
export const PAYMENT_POLL_MS = 2_000;

export function useOrderStatus(reference: string) {
  return useQuery({
    queryKey: queryKeys.order(reference),
    queryFn: async () => api<PublicOrder>(`/orders/${enc(reference)}`),
    // 404 is an answer, not a hiccup worth retrying.
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 2,
    staleTime: 30_000,
    // Follows a payment without a reload until it settles.
    refetchInterval: (query) =>
      query.state.data?.payments.some((p) => p.status === 'pending') ? PAYMENT_POLL_MS : false,
  });
}

/** 'Pay with M-Pesa': sends the prompt, then the order query follows it. */
export function usePayOrder(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (phone: string) =>
      api<Payment>(`/orders/${enc(reference)}/payments`, { method: 'POST', body: { phone } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.order(reference) }),
  });
}

export const adminPaymentsQuery = (page: number) =>
  queryOptions({
    queryKey: [...queryKeys.adminPayments, page],
    queryFn: async () => api<AdminPaymentPage>(`/admin/payments${page > 1 ? `?page=${page}` : ''}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAdminPayments(page: number) {
  return useQuery(adminPaymentsQuery(page));
}

function usePaymentWrite<T>(write: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminPayments });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminOrders });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminOrderAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}

export function useRecordPayment() {
  return usePaymentWrite((input: ManualPaymentInput) =>
    api<AdminPayment>('/admin/payments', { method: 'POST', body: input }),
  );
}

export function useAttachPayment() {
  return usePaymentWrite(({ id, reference }: { id: string; reference: string }) =>
    api(`/admin/payments/${enc(id)}/attach`, { method: 'POST', body: { reference } }),
  );
}

export interface OrderListParams {
  status: OrderStatus | '';
  q: string;
  page: number;
}

export const adminOrdersQuery = (params: OrderListParams) =>
  queryOptions({
    queryKey: [...queryKeys.adminOrders, params],
    queryFn: async () => {
      const search = new URLSearchParams();
      if (params.status) search.set('status', params.status);
      if (params.q.trim()) search.set('q', params.q.trim());
      if (params.page > 1) search.set('page', String(params.page));
      const qs = search.toString();
      return await api<AdminOrderPage>(`/admin/orders${qs ? `?${qs}` : ''}`);
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAdminOrders(params: OrderListParams) {
  return useQuery(adminOrdersQuery(params));
}

const adminOrderKey = queryKeys.adminOrder;

export function useAdminOrder(reference: string) {
  return useQuery({
    queryKey: adminOrderKey(reference),
    queryFn: async () => api<AdminOrder>(`/admin/orders/${enc(reference)}`),
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 2,
    staleTime: 0,
  });
}

function useOrderWrite<T>(reference: string, write: (input: T) => Promise<AdminOrder>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrderKey(reference), order);
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminOrders });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
      void queryClient.invalidateQueries({ queryKey: queryKeys.products });
    },
  });
}

export function useChangeStatus(reference: string) {
  return useOrderWrite(reference, (change: { status: OrderStatus; reason?: string }) =>
    api(`/admin/orders/${enc(reference)}/status`, { method: 'POST', body: change }),
  );
}

export function useAddNote(reference: string) {
  return useOrderWrite(reference, (text: string) =>
    api(`/admin/orders/${enc(reference)}/notes`, { method: 'POST', body: { text } }),
  );
}

export const zonesQuery = queryOptions({
  queryKey: queryKeys.deliveryZones,
  queryFn: async () => api<DeliveryZone[]>('/delivery-zones'),
  staleTime: 0,
});

export function useZones() {
  return useQuery(zonesQuery);
}

export function useSaveZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string | null; input: DeliveryZoneInput }) =>
      await api<DeliveryZone>(id ? `/admin/delivery-zones/${enc(id)}` : '/admin/delivery-zones', {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: zonesQuery.queryKey }),
  });
}

export function useDeleteZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/admin/delivery-zones/${enc(id)}`, { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: zonesQuery.queryKey }),
  });
}

/**
 * Whether the signed-in customer's order went on their trade account, and its state (issue 45);
 * null for an order not on their account (or no session: not asked).
 */
export function useMyAccountOrder(reference: string, enabled: boolean) {
  return useQuery({
    queryKey: ['me', 'account-orders', reference],
    queryFn: async () =>
      apiOrNull<AccountOrder>(`/me/account-orders/${enc(reference)}`).catch(() => null),
    enabled,
    staleTime: 10_000,
    retry: false,
  });
}

/** 'Return goods' on a delivered order (docs/decisions/174-returns.md). */
export function useReturnGoods(reference: string) {
  return useOrderWrite(reference, (input: ReturnInput) =>
    api(`/admin/orders/${enc(reference)}/returns`, { method: 'POST', body: input }),
  );
}
