// The texts of the WhatsApp messages the site writes for a visitor: contact messages here, cart
// orders in features/cart/order-message.ts (in the page's language). The links that carry them are built in whatsapp-link.ts.

export interface OrderLine {
  name: string;
  qty: number;
  /** Price per unit in KSh. */
  price: number;
  /** 'Y12'; a line of a product without options has none. */
  variantTitle?: string | null;
  /** The sell unit ('tonne') and the exact quantity of it ('2.496'), when the line has them. */
  unit?: string | null;
  quantity?: string;
  /** The stock the quantity takes ('234' bars), when known. */
  stockQuantity?: string | null;
  stockUnit?: string | null;
  /** The line's money when known (the shop's pricing); else price x quantity. */
  lineTotal?: number;
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
