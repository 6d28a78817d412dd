import { formatMoney } from '#shared/pricing.js';

// The texts of the WhatsApp messages the site writes for a visitor: cart orders and contact
// messages. The links that carry them are built in whatsapp-link.ts.

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
 * (docs/decisions/069-contact-form.md). `hello` writes the greeting in the page's language.
 */
export function contactMessage(
  contact: ContactDetails,
  hello = (name: string, email: string) => `Hello, my name is ${name} (${email}).`,
): string {
  return [hello(contact.name.trim(), contact.email.trim()), '', contact.message.trim()].join('\n');
}
