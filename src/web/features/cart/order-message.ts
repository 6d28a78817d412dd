import type { KenyaCounty } from '#shared/kenya.js';
import type { PlacedOrder } from '#shared/order.schema.js';
import { formatMoney } from '#shared/pricing.js';
import { LOCATION_NOT_DETECTED, orderMessage, type OrderLine } from '../../lib/whatsapp-message';

// The chat messages of an order. With the server's answer: the spec's message with the server's
// prices, plus the reference, delivery, payment instructions and the status page. Without it
// (the server could not be reached): the spec's plain message with the delivery choice, so the
// order still reaches the shop.

export type DeliveryChoice =
  { method: 'pickup' } | { method: 'delivery'; county: KenyaCounty; area: string };

const PICKUP_TEXT = 'Pickup at the shop (free)';

function deliveryText(choice: DeliveryChoice, fee: number | null): string {
  if (choice.method === 'pickup') return PICKUP_TEXT;
  const where = `${choice.area.trim()}, ${choice.county}`;
  return fee === null
    ? `${where} (fee to be confirmed by the shop)`
    : `${where} - ${formatMoney(fee)}`;
}

export function paymentLines(
  reference: string,
  payment: { paybill: string | null; till: string | null },
): string[] {
  const lines: string[] = [];
  if (payment.paybill) {
    lines.push(`Pay with M-Pesa: Paybill ${payment.paybill}, Account ${reference}`);
  }
  if (payment.till) {
    lines.push(`Pay with M-Pesa: Buy Goods Till ${payment.till}, quote ${reference} to the shop`);
  }
  return lines;
}

export function placedOrderMessage(input: {
  order: PlacedOrder;
  customerName: string;
  phone: string;
  delivery: DeliveryChoice;
  locationLink: string | null;
}): string {
  const { order } = input;
  const payment = paymentLines(order.reference, order.payment);
  return [
    'Hello, I would like to place an order.',
    '',
    `Order: ${order.reference}`,
    `Name: ${input.customerName.trim()}`,
    `Phone: ${input.phone.trim()}`,
    '',
    'Items:',
    ...order.items.map((l) => `${l.name} x${l.qty} - ${formatMoney(l.lineTotal)}`),
    '',
    `Subtotal: ${formatMoney(order.subtotal)}`,
    `Delivery: ${deliveryText(input.delivery, order.deliveryFee)}`,
    `Total: ${formatMoney(order.total)}`,
    `Location: ${input.locationLink ?? LOCATION_NOT_DETECTED}`,
    ...(payment.length > 0 ? ['', ...payment] : []),
    '',
    `Order status: ${order.statusUrl}`,
  ].join('\n');
}

export function fallbackOrderMessage(input: {
  customerName: string;
  phone: string;
  lines: OrderLine[];
  delivery: DeliveryChoice;
  locationLink: string | null;
}): string {
  return [
    orderMessage(input),
    `Delivery: ${deliveryText(input.delivery, input.delivery.method === 'pickup' ? 0 : null)}`,
  ].join('\n');
}
