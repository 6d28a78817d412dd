import { lineQuantityText } from '#shared/order-limits.js';
import { formatMoney } from '#shared/pricing.js';
import type { Config } from '../../config.js';
import { escapeHtml } from '../../lib/html.js';
import type { Mail } from '../../plugins/mail-delivery.js';
import type { OrderItemRow, OrderRow } from './order.repository.js';
import { toLine } from './order.view.js';

// Mails to the shop about orders: a new order to follow up, and products that confirming left at
// or below their reorder level.

export interface LowStockLine {
  name: string;
  stock: number;
  reorderLevel: number;
}

const adminLink = (config: Config, reference: string) =>
  `${config.publicUrl}/admin/orders/${reference}`;

function toHtml(lines: string[]): string {
  return lines.map((l) => (l === '' ? '<br>' : `<p>${escapeHtml(l)}</p>`)).join('\n');
}

export function deliveryText(
  order: Pick<OrderRow, 'delivery_method' | 'county' | 'area' | 'zone_name' | 'delivery_fee'>,
): string {
  if (order.delivery_method === 'pickup') return 'Pickup at the shop';
  return `Delivery to ${order.area ?? ''}, ${order.county ?? ''} (${order.zone_name ?? 'zone'}: ${formatMoney(order.delivery_fee)})`;
}

export function newOrderMail(config: Config, order: OrderRow, items: OrderItemRow[]): Mail {
  const link = adminLink(config, order.reference);
  const lines = [
    `New order ${order.reference} from ${order.customer_name}.`,
    '',
    `Phone: +${order.phone}`,
    ...items.map(toLine).map((l) => `${lineQuantityText(l.name, l)} - ${formatMoney(l.lineTotal)}`),
    `Subtotal: ${formatMoney(order.subtotal)}`,
    `Delivery: ${deliveryText(order)}`,
    `Total: ${formatMoney(order.total)}`,
    ...(order.location_link ? [`Location: ${order.location_link}`] : []),
    ...(order.note ? [`Note: ${order.note}`] : []),
    '',
    `Open it in the admin area: ${link}`,
  ];
  return {
    to: config.shop.email,
    subject: `New order ${order.reference}: ${order.customer_name}, ${formatMoney(order.total)}`,
    text: lines.join('\n'),
    html: `${toHtml(lines.slice(0, -1))}\n<p><a href="${escapeHtml(link)}">Open order ${escapeHtml(order.reference)} in the admin area</a></p>`,
  };
}

export function lowStockMail(config: Config, order: OrderRow, low: LowStockLine[]): Mail {
  const link = adminLink(config, order.reference);
  const lines = [
    `Order ${order.reference} was confirmed. These products are now at or below their reorder level:`,
    '',
    ...low.map((p) => `${p.name}: ${p.stock} left (reorder level ${p.reorderLevel})`),
    '',
    `Order: ${link}`,
  ];
  return {
    to: config.shop.email,
    subject: `Low stock after order ${order.reference}: ${low.map((p) => p.name).join(', ')}`.slice(
      0,
      200,
    ),
    text: lines.join('\n'),
    html: `${toHtml(lines.slice(0, -1))}\n<p><a href="${escapeHtml(link)}">Open order ${escapeHtml(order.reference)}</a></p>`,
  };
}
