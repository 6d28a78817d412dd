// Every chat link of the site is built here: quick actions, the home greeting, contact messages
// and cart orders. The text travels as one query parameter, so it is percent-encoded whole
// (newlines, '&', '#', '+' and emoji included).

export const DEFAULT_GREETING = 'Hello, I would like to ask about your products.';

export function homeGreeting(shopName: string): string {
  return `Hello ${shopName}, I would like to ask about your products.`;
}

export function chatLink(phoneDigits: string, text: string = DEFAULT_GREETING): string {
  const digits = phoneDigits.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
