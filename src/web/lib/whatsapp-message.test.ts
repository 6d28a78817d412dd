import { describe, expect, it } from 'vitest';
import { chatLink, DEFAULT_GREETING, homeGreeting } from './whatsapp-link';
import { swPages } from '#shared/messages/sw.pages.js';
import { contactMessage } from './whatsapp-message';

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
