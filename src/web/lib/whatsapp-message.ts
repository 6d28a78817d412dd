import { formatMoney } from '../../shared/pricing';

// Every WhatsApp message and chat link of the site is built here: quick actions, the home
// greeting, contact messages and cart orders. The text travels as one query parameter, so it is percent-encoded whole
// (newlines, '&', '#', '+' and emoji included).

export const DEFAULT_GREETING = 'Hello, I would like to ask about your products.';

export function homeGreeting(shopName: string): string {
  return `Hello ${shopName}, I would like to ask about your products.`;
}

/**
 * A half of an emoji pair on its own (e.g. text cut in the middle of one) makes encodeURIComponent
 * throw; it is replaced by U+FFFD so a link is always built.
 */
function wellFormed(text: string): string {
  return text.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );
}

export function chatLink(phoneDigits: string, text: string = DEFAULT_GREETING): string {
  const digits = phoneDigits.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(wellFormed(text))}`;
}

export const LOCATION_NOT_DETECTED = 'Location not detected';

export interface OrderLine {
  name: string;
  qty: number;
  /** Price per unit in KSh. */
  price: number;
}

export interface OrderDetails {
  customerName: string;
  phone: string;
  lines: OrderLine[];
  /** A maps link to where the customer is, or null when it could not be detected. */
  locationLink: string | null;
}

/** The order text: name, phone, one 'name xqty - KSh amount' line per item, total, location. */
export function orderMessage(order: OrderDetails): string {
  const total = order.lines.reduce((sum, l) => sum + l.price * l.qty, 0);
  return [
    'Hello, I would like to place an order.',
    '',
    `Name: ${order.customerName.trim()}`,
    `Phone: ${order.phone.trim()}`,
    '',
    'Items:',
    ...order.lines.map((l) => `${l.name} x${l.qty} - ${formatMoney(l.price * l.qty)}`),
    '',
    `Total: ${formatMoney(total)}`,
    `Location: ${order.locationLink ?? LOCATION_NOT_DETECTED}`,
  ].join('\n');
}

export interface ContactDetails {
  name: string;
  email: string;
  message: string;
}

/**
 * The contact form, offered as a chat message after it is saved
 * (docs/decisions/069-contact-form.md).
 */
export function contactMessage(contact: ContactDetails): string {
  return [
    `Hello, my name is ${contact.name.trim()} (${contact.email.trim()}).`,
    '',
    contact.message.trim(),
  ].join('\n');
}

/** A maps link to a position, as the cart shows it and sends it with the order. */
export function mapsLink(latitude: number, longitude: number): string {
  const round = (n: number) => Number(n.toFixed(6));
  return `https://www.google.com/maps?q=${round(latitude)},${round(longitude)}`;
}
