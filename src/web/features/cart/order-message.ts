import type { KenyaCounty } from '#shared/kenya.js';
import type { ShopMessages } from '#shared/messages/en.shop.js';
import type { PlacedOrder } from '#shared/order.schema.js';
import { formatMoney } from '#shared/pricing.js';
import { addressIn, type Lang } from '../../lib/i18n';
import type { OrderLine } from '../../lib/whatsapp-message';

// The chat messages of an order, in the page's language (product names stay as the shop wrote
// them). With the server's answer: the spec's message with the server's prices, plus the
// reference, delivery, payment instructions and the status page. Without it (the server could not
// be reached): the spec's plain message with the delivery choice, so the order still reaches the
// shop.

export type DeliveryChoice =
  { method: 'pickup' } | { method: 'delivery'; county: KenyaCounty; area: string };

/** The message's words: `useI18n().m.cart.message`. */
export type MessageTexts = ShopMessages['cart']['message'];

function deliveryText(t: MessageTexts, choice: DeliveryChoice, fee: number | null): string {
  if (choice.method === 'pickup') return t.pickup;
  const where = `${choice.area.trim()}, ${choice.county}`;
  return fee === null ? t.feeByShop(where) : `${where} - ${formatMoney(fee)}`;
}

export function paymentLines(
  t: MessageTexts,
  reference: string,
  payment: { paybill: string | null; till: string | null },
): string[] {
  const lines: string[] = [];
  if (payment.paybill) lines.push(t.paybill(payment.paybill, reference));
  if (payment.till) lines.push(t.till(payment.till, reference));
  return lines;
}

/** The order's status page in the visitor's language: /sw/orders/... for a Swahili visitor. */
export function statusUrlIn(lang: Lang, statusUrl: string): string {
  try {
    const url = new URL(statusUrl);
    url.pathname = addressIn(lang, url.pathname);
    return url.toString();
  } catch {
    return statusUrl;
  }
}

export function placedOrderMessage(
  t: MessageTexts,
  input: {
    order: PlacedOrder;
    customerName: string;
    phone: string;
    delivery: DeliveryChoice;
    locationLink: string | null;
  },
): string {
  const { order } = input;
  const payment = paymentLines(t, order.reference, order.payment);
  return [
    t.hello,
    '',
    t.order(order.reference),
    t.name(input.customerName.trim()),
    t.phone(input.phone.trim()),
    '',
    t.items,
    ...order.items.map((l) => `${l.name} x${l.qty} - ${formatMoney(l.lineTotal)}`),
    '',
    t.subtotal(formatMoney(order.subtotal)),
    t.delivery(deliveryText(t, input.delivery, order.deliveryFee)),
    t.total(formatMoney(order.total)),
    t.location(input.locationLink ?? t.locationNotDetected),
    ...(payment.length > 0 ? ['', ...payment] : []),
    '',
    t.status(order.statusUrl),
  ].join('\n');
}

export function fallbackOrderMessage(
  t: MessageTexts,
  input: {
    customerName: string;
    phone: string;
    lines: OrderLine[];
    delivery: DeliveryChoice;
    locationLink: string | null;
  },
): string {
  const total = input.lines.reduce((sum, l) => sum + l.price * l.qty, 0);
  const fee = input.delivery.method === 'pickup' ? 0 : null;
  return [
    t.hello,
    '',
    t.name(input.customerName.trim()),
    t.phone(input.phone.trim()),
    '',
    t.items,
    ...input.lines.map((l) => `${l.name} x${l.qty} - ${formatMoney(l.price * l.qty)}`),
    '',
    t.total(formatMoney(total)),
    t.location(input.locationLink ?? t.locationNotDetected),
    t.delivery(deliveryText(t, input.delivery, fee)),
  ].join('\n');
}
