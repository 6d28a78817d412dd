// Every WhatsApp chat link and maps link of the site is built here (quick actions, the home
// greeting, the cart and contact pages, the admin's order screen). The text travels as one query
// parameter, so it is percent-encoded whole (newlines, '&', '#', '+' and emoji included). Kept
// apart from the message texts (whatsapp-message.ts) so a page with a chat button only does not
// load the money formatting.

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

/** A maps link to a position, as the cart shows it and sends it with the order. */
export function mapsLink(latitude: number, longitude: number): string {
  const round = (n: number) => Number(n.toFixed(6));
  return `https://www.google.com/maps?q=${round(latitude)},${round(longitude)}`;
}
