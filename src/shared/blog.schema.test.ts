import { describe, expect, it } from 'vitest';
import { BlogTextInput, excerpt, interleave, paragraphs, slugify } from './blog.schema';

describe('blog excerpt', () => {
  it('keeps short content whole', () => {
    expect(excerpt('Cement prices this week.')).toBe('Cement prices this week.');
  });

  it('shows exactly the first 120 characters, then an ellipsis', () => {
    const content = 'a'.repeat(100) + ' ' + 'b'.repeat(50);
    const shown = excerpt(content);
    expect(shown).toBe(`${'a'.repeat(100)} ${'b'.repeat(19)}...`);
    expect(shown.length).toBe(123);
  });

  it('reads paragraph breaks as single spaces', () => {
    expect(excerpt('First line.\n\n  Second line.')).toBe('First line. Second line.');
  });

  it('does not add an ellipsis at exactly 120 characters', () => {
    expect(excerpt('x'.repeat(120))).toBe('x'.repeat(120));
  });
});

describe('blog paragraphs and images', () => {
  it('splits paragraphs at blank lines, also CRLF and whitespace-only lines', () => {
    expect(paragraphs('One\nstill one\n\nTwo\r\n\r\nThree\n   \nFour\n\n\n\n')).toEqual([
      'One\nstill one',
      'Two',
      'Three',
      'Four',
    ]);
    expect(paragraphs('  \n\n ')).toEqual([]);
  });

  it('puts the nth image after the nth paragraph', () => {
    expect(interleave('P1\n\nP2\n\nP3', ['a.webp', 'b.webp'])).toEqual([
      { kind: 'paragraph', text: 'P1' },
      { kind: 'image', src: 'a.webp', index: 0 },
      { kind: 'paragraph', text: 'P2' },
      { kind: 'image', src: 'b.webp', index: 1 },
      { kind: 'paragraph', text: 'P3' },
    ]);
  });

  it('shows images beyond the last paragraph after it, in order', () => {
    expect(
      interleave('Only one', ['a', 'b', 'c']).map((b) => (b.kind === 'image' ? b.src : b.text)),
    ).toEqual(['Only one', 'a', 'b', 'c']);
  });

  it('shows just the paragraphs when there are no images', () => {
    expect(interleave('A\n\nB', [])).toEqual([
      { kind: 'paragraph', text: 'A' },
      { kind: 'paragraph', text: 'B' },
    ]);
  });
});

describe('slugify', () => {
  it.each([
    ['Choosing Cement for a Foundation', 'choosing-cement-for-a-foundation'],
    ['Iron Sheets & Wire Mesh', 'iron-sheets-and-wire-mesh'],
    ['  --Café   Déjà vu!! ', 'cafe-deja-vu'],
    ['2024: Top 10 Tools', '2024-top-10-tools'],
    ['!!!', 'post'],
  ])('%j -> %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('keeps slugs short and never ends them with a hyphen', () => {
    const slug = slugify(`${'word '.repeat(40)}`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('the text of a post form', () => {
  it('keeps plain LF line breaks whatever the browser sent, and trims', () => {
    expect(
      BlogTextInput.parse({ title: ' Roofing\r\n', content: 'One.\r\n\r\nTwo.\rThree.' }),
    ).toEqual({
      title: 'Roofing',
      content: 'One.\n\nTwo.\nThree.',
    });
  });
});
