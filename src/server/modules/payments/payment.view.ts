import type { Kysely } from 'kysely';
import {
  maskPhone,
  type AdminPayment,
  type OrderPaymentInfo,
  type Payment,
  type PaymentMethod,
  type PaymentStatus,
} from '#shared/payment.schema.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { listPaymentsOfOrder, RECEIVED, type PaymentRow } from './payment.repository.js';

// Payments as the order page and the admin screens show them. The orders module reads an order's
// payments through orderPaymentInfo; nothing here changes anything.

export function toPayment(row: PaymentRow): Payment {
  return {
    method: row.method as PaymentMethod,
    status: row.status as PaymentStatus,
    amount: row.amount,
    ...(row.receipt ? { receipt: row.receipt } : {}),
    phone: maskPhone(row.phone),
    ...(row.reason ? { reason: row.reason } : {}),
    at: row.settled_at ?? row.created_at,
  };
}

export function toAdminPayment(row: PaymentRow & { reference: string | null }): AdminPayment {
  return {
    ...toPayment(row),
    _id: row.id,
    orderReference: row.reference,
    accountReference: row.account_reference,
    payerName: row.payer_name,
    by: row.by_name,
    note: row.note,
    unmatched: row.order_id === null,
  };
}

export function mpesaMode(config: Config): OrderPaymentInfo['mpesa'] {
  if (config.mpesa.env === 'off') return 'off';
  return config.mpesa.env === 'simulator' ? 'demo' : 'live';
}

/** Whole shillings still owed once the payments received are counted. */
export function amountDue(total: number, rows: PaymentRow[]): number {
  const received = rows
    .filter((r) => (RECEIVED as readonly string[]).includes(r.status))
    .reduce((sum, r) => sum + r.amount, 0);
  return Math.max(0, total - received);
}

export async function orderPaymentInfo(
  db: Kysely<Database>,
  config: Config,
  order: { id: string; total: number },
): Promise<OrderPaymentInfo> {
  const rows = await listPaymentsOfOrder(db, order.id);
  return {
    payments: rows.map(toPayment),
    amountDue: amountDue(order.total, rows),
    mpesa: mpesaMode(config),
  };
}

/** The audit event of staff attaching a held payment to an order (decision 49), wherever it is done. */
export function attachEvent(payment: { id: string; order_id: string | null }, orderId: string) {
  return {
    action: 'payment.attach',
    entity: 'payment',
    id: payment.id,
    changes: [['order', payment.order_id, orderId]] as [string, unknown, unknown][],
  };
}
