import { describe, expect, it } from 'vitest';
import { chatLink, DEFAULT_GREETING, homeGreeting, mapsLink } from './whatsapp-link';
import { swPages } from '#shared/messages/sw.pages.js';
import { contactMessage, orderMessage } from './whatsapp-message';

/** The text a chat link carries, decoded as the messaging app will read it. */
function textOf(link: string): string {
  const url = new URL(link);
  return url.searchParams.get('text') ?? '';
}

describe('chat links', () => {
  it('go to the shop number as digits only, with the default greeting', () => {
    const link = chatLink('+254 712-345 678');
    expect(link.startsWith('https://wa.me/254712345678?text=')).toBe(true);
    expect(textOf(link)).toBe(DEFAULT_GREETING);
    expect(textOf(chatLink('254712345678', homeGreeting('Athi River Hardware')))).toBe(
      'Hello Athi River Hardware, I would like to ask about your products.',
    );
  });

  it.each([
    ['newlines', 'line one\nline two\n\nline four'],
    ['ampersand and hash', 'Nails & screws #8, 50% off? a=b+c'],
    ['emoji and Swahili', 'Asante sana 🙏🏾🔨 — bati la mabati'],
    ['quotes and slashes', `2" pipe / 1/2' elbow`],
  ])('carry %s through the query parameter unchanged', (_case, text) => {
    const link = chatLink('254712345678', text);
    expect(link.split('?text=')[1]).not.toMatch(/[\s#&+]/);
    expect(textOf(link)).toBe(text);
    expect(decodeURIComponent(link.split('text=')[1] ?? '')).toBe(text);
  });

  it('never throws on a broken emoji half', () => {
    const cut = '🔨'.slice(0, 1);
    const link = chatLink('254712345678', `Hammer ${cut}`);
    expect(textOf(link)).toBe('Hammer \uFFFD');
  });
});

describe('the order message', () => {
  const lines = [
    { name: 'Cement 50kg', qty: 20, price: 780 },
    { name: 'Nails & screws #8', qty: 3, price: 1250.5 },
  ];

  it('lists name, phone, one line per item, the total and the location link', () => {
    const text = orderMessage({
      customerName: '  Jane Wanjiku ',
      phone: ' 0712 000 111 ',
      lines,
      locationLink: mapsLink(-1.4563, 36.9781),
    });
    expect(text.split('\n')).toEqual([
      'Hello, I would like to place an order.',
      '',
      'Name: Jane Wanjiku',
      'Phone: 0712 000 111',
      '',
      'Items:',
      'Cement 50kg x20 - KSh 15,600',
      'Nails & screws #8 x3 - KSh 3,751.5',
      '',
      'Total: KSh 19,351.5',
      'Location: https://www.google.com/maps?q=-1.4563,36.9781',
    ]);
    expect(textOf(chatLink('254712345678', text))).toBe(text);
  });

  it("says 'Location not detected' without a position", () => {
    const text = orderMessage({ customerName: 'Jane', phone: '0712', lines, locationLink: null });
    expect(text.endsWith('Location: Location not detected')).toBe(true);
  });

  it('keeps every item of a long cart', () => {
    const many = Array.from({ length: 150 }, (_, i) => ({
      name: `Item ${i + 1} 🧱`,
      qty: i + 1,
      price: 1000,
    }));
    const text = orderMessage({
      customerName: 'Bulk Buyer',
      phone: '0700',
      lines: many,
      locationLink: null,
    });
    const decoded = textOf(chatLink('254712345678', text));
    expect(decoded).toBe(text);
    expect(decoded).toContain('Item 150 🧱 x150 - KSh 150,000');
    expect(decoded).toContain(`Total: KSh ${((1000 * (150 * 151)) / 2).toLocaleString('en-KE')}`);
  });
});

describe('the contact message', () => {
  it('introduces the sender and carries the message as written', () => {
    const text = contactMessage({
      name: ' Otieno ',
      email: 'otieno@example.com ',
      message: ' Do you cut steel?\nI need 12 pieces. ',
    });
    expect(text).toBe(
      'Hello, my name is Otieno (otieno@example.com).\n\nDo you cut steel?\nI need 12 pieces.',
    );
  });

  it("greets in the page's language when given its greeting", () => {
    const text = contactMessage(
      { name: ' Wanjiru ', email: 'wanjiru@example.com', message: 'Mna nondo za Y12?' },
      swPages.contact.whatsappHello,
    );
    expect(text).toBe('Habari, jina langu ni Wanjiru (wanjiru@example.com).\n\nMna nondo za Y12?');
  });
});
