import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { enErrors } from './en.errors.js';
import { enPages } from './en.pages.js';
import { enShop } from './en.shop.js';
import { enHead, enMail } from './en.server.js';
import { sw } from './sw.js';
import { swErrors } from './sw.errors.js';
import { swPages } from './sw.pages.js';
import { swShop } from './sw.shop.js';
import { swHead, swMail } from './sw.server.js';

// A translator works on sw.ts beside en.ts: every English text must have its Swahili one, with
// nothing left empty and no stray key, and each list as long as its English twin.

type Tree = { [key: string]: unknown };

/** Every leaf of the messages: 'nav.cart' → its text (a function is called with sample values). */
function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree === 'string') out.set(prefix, tree);
  // The error catalogues' writer is code shared by both, not a text (write-refusal.ts).
  else if (prefix === 'enErrors.write') out.set(prefix, 'writeRefusal');
  else if (typeof tree === 'function') {
    const args = Array.from({ length: tree.length }, (_, i) => (i === 0 ? 3 : `x${i}`));
    out.set(prefix, String((tree as (...a: unknown[]) => unknown)(...args)));
  } else if (Array.isArray(tree))
    tree.forEach((item, i) => leaves(item, `${prefix}[${i}]`).forEach((v, k) => out.set(k, v)));
  else if (tree && typeof tree === 'object')
    Object.entries(tree as Tree).forEach(([key, value]) =>
      leaves(value, prefix ? `${prefix}.${key}` : key).forEach((v, k) => out.set(k, v)),
    );
  return out;
}

describe('the message files', () => {
  // The shell, the other pages' texts, refused input and the server's, each beside its twin.
  const english = leaves({ en, enPages, enShop, enErrors, enHead, enMail });
  const swahili = leaves({
    en: sw,
    enPages: swPages,
    enShop: swShop,
    enErrors: swErrors,
    enHead: swHead,
    enMail: swMail,
  });

  it('have the same keys in both languages', () => {
    expect([...swahili.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('leave no text empty', () => {
    for (const [key, text] of [...english, ...swahili])
      expect(text.trim(), `${key} is empty`).not.toBe('');
  });

  it('write Swahili where the navbar is fixed by the design (decision 38)', () => {
    const { nav } = sw;
    expect([nav.home, nav.products, nav.services, nav.gallery, nav.blog, nav.contact]).toEqual([
      'Nyumbani',
      'Bidhaa',
      'Huduma',
      'Picha',
      'Blogu',
      'Wasiliana',
    ]);
    expect([nav.cart, nav.login]).toEqual(['Kikapu', 'Ingia']);
  });
});
