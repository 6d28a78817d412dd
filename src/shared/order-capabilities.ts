import type { OrderStatus } from './order.schema.js';
import type { Capability } from './staff-roles.js';

// What moving an order to each status asks of a staff member (decision 47): the status route
// declares the least of them (orders.dispatch) and checks the rest, and the admin order page shows
// only the buttons the person may press. Cancelling a paid order (a refund) asks for
// 'orders.cancel-paid' as well (CANCEL_PAID_CAPABILITY).

export const STATUS_CAPABILITY: Record<OrderStatus, Capability> = {
  New: 'orders.confirm',
  Confirmed: 'orders.confirm',
  Paid: 'payments.record',
  Dispatched: 'orders.dispatch',
  Delivered: 'orders.dispatch',
  Collected: 'orders.dispatch',
  Cancelled: 'orders.confirm',
};

/** Cancelling an order that is already Paid: a refund, owners only (decision 47). */
export const CANCEL_PAID_CAPABILITY: Capability = 'orders.cancel-paid';
