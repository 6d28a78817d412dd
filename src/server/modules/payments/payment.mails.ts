import { maskPhone } from '#shared/payment.schema.js';
import { formatMoney } from '#shared/pricing.js';
import type { Config } from '../../config.js';
import { escapeHtml } from '../../lib/html.js';
import type { Mail } from '../../plugins/mail-delivery.js';
import type { PaymentRow } from './payment.repository.js';

// The mail to the shop when an order is paid (or paid but could not be marked Paid).

const METHOD_WORDS: Record<string, string> = {
  stk: 'M-Pesa (prompt)',
  paybill: 'M-Pesa (paybill)',
  manual: 'recorded by staff',
};

export function paidMail(
  config: Config,
  reference: string,
  payment: PaymentRow,
  problem?: string,
): Mail {
  const link = `${config.publicUrl}/admin/orders/${reference}`;
  const subject = problem
    ? `Order ${reference} was paid but needs you: ${formatMoney(payment.amount)}`
    : `Order ${reference} is Paid: ${formatMoney(payment.amount)}`;
  const lines = [
    problem
      ? `Order ${reference} received ${formatMoney(payment.amount)}, but it could not be marked Paid: ${problem}`
      : `Order ${reference} is Paid.`,
    '',
    `Amount: ${formatMoney(payment.amount)}`,
    `Method: ${METHOD_WORDS[payment.method] ?? payment.method}`,
    ...(payment.receipt ? [`M-Pesa receipt: ${payment.receipt}`] : []),
    ...(payment.phone ? [`Phone: ${maskPhone(payment.phone)}`] : []),
    '',
    `Open the order: ${link}`,
  ];
  return {
    to: config.shop.email,
    subject,
    text: lines.join('\n'),
    html: lines.map((l) => (l === '' ? '<br>' : `<p>${escapeHtml(l)}</p>`)).join('\n'),
  };
}
