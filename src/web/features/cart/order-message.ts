import type { KenyaCounty } from '#shared/kenya.js';
import type { ShopMessages } from '#shared/messages/en.shop.js';
import type { PlacedOrder } from '#shared/order.schema.js';
import { formatMoney } from '#shared/pricing.js';
import { lineTotal, parseQuantity, QTY_SCALE } from '#shared/quantity.js';
import { quantityText, unitOf } from '#shared/units.js';
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

/** A line as the message needs it: a placed order's line or a cart line. */
interface MessageLine {
  name: string;
  qty: number;
  variantTitle?: string | null;
  unit?: string | null;
  quantity?: string;
  stockQuantity?: string | null;
  stockUnit?: string | null;
}

const thousandths = (text: string | null | undefined): number | null => {
  if (typeof text !== 'string') return null;
  const parsed = parseQuantity(text);
  return parsed.ok ? parsed.value : null;
};

/** Whether the product's name already says the variant ('Y12 deformed bar 12 m' and 'Y12'). */
function namesVariant(name: string, title: string): boolean {
  const words = name.toLowerCase().split(/\s+/);
  const wanted = title.toLowerCase().split(/\s*\/\s*|\s+/);
  return wanted.every((w) => words.includes(w));
}

/**
 * One item of the message (decision 45): 'Y12 deformed bar 12 m x 2.496 t (234 bars)', the variant
 * named unless the product's name already says it, the quantity in its unit, and the stock it takes
 * when that is another unit. A whole quantity of a product without variants, in its stock unit,
 * keeps the spec's form: 'Cement 50kg x2'.
 */
export function itemText(line: MessageLine, lang: Lang = 'en'): string {
  const quantity = thousandths(line.quantity) ?? line.qty * QTY_SCALE;
  const title = line.variantTitle?.trim() ?? '';
  const sameUnit = !line.unit || !line.stockUnit || line.unit === line.stockUnit;
  if (!title && sameUnit && quantity % QTY_SCALE === 0)
    return `${line.name} x${quantity / QTY_SCALE}`;
  const name = title && !namesVariant(line.name, title) ? `${line.name} ${title}` : line.name;
  const unit = unitOf(line.unit ?? 'piece');
  const stock = thousandths(line.stockQuantity);
  const stockPart =
    !sameUnit && stock !== null
      ? ` (${quantityText(stock, unitOf(line.stockUnit ?? 'piece'), lang)})`
      : '';
  return `${name} x ${quantityText(quantity, unit, lang)}${stockPart}`;
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
    /** The page's language, for the units ('nondo 234'); English when left out. */
    lang?: Lang;
  },
): string {
  const { order } = input;
  // An order line from a shop that answers without units (before decision 45) has only its qty.
  const items = order.items as (PlacedOrder['items'][number] & Partial<MessageLine>)[];
  const payment = paymentLines(t, order.reference, order.payment);
  return [
    t.hello,
    '',
    t.order(order.reference),
    t.name(input.customerName.trim()),
    t.phone(input.phone.trim()),
    '',
    t.items,
    ...items.map((l) => `${itemText(l, input.lang)} - ${formatMoney(l.lineTotal)}`),
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
    lang?: Lang;
  },
): string {
  const money = (l: OrderLine) =>
    l.lineTotal ?? lineTotal(Math.round(l.price), thousandths(l.quantity) ?? l.qty * QTY_SCALE);
  const total = input.lines.reduce((sum, l) => sum + money(l), 0);
  const fee = input.delivery.method === 'pickup' ? 0 : null;
  return [
    t.hello,
    '',
    t.name(input.customerName.trim()),
    t.phone(input.phone.trim()),
    '',
    t.items,
    ...input.lines.map((l) => `${itemText(l, input.lang)} - ${formatMoney(money(l))}`),
    '',
    t.total(formatMoney(total)),
    t.location(input.locationLink ?? t.locationNotDetected),
    t.delivery(deliveryText(t, input.delivery, fee)),
  ].join('\n');
}
