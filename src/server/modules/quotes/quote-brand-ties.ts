import type { MatchableProduct } from './quote-matcher.js';
import { answers, matchWords } from './quote-words.js';

// A tie between products that are one item in several brands (docs/decisions/117, 165): the
// caller gives one of them (the cheapest) and offers the others.

/** The products as the brands rule reads them, with each category's words worked out once. */
export interface Shelf {
  products: readonly MatchableProduct[];
  nameWords: readonly string[][];
  categoryWords: (category: string | null) => string[];
}

export function shelfOf(products: readonly MatchableProduct[], nameWords: string[][]): Shelf {
  const categories = new Map<string, string[]>();
  return {
    products,
    nameWords,
    categoryWords: (category) => {
      const key = category ?? '';
      let words = categories.get(key);
      if (!words) categories.set(key, (words = matchWords(key)));
      return words;
    },
  };
}

/** A product's name words without its brand's, in order: what it is whoever makes it. */
function unbranded(shelf: Shelf, position: number): string {
  const brand = new Set(matchWords(shelf.products[position]!.brand ?? ''));
  return shelf.nameWords[position]!.filter((w) => !brand.has(w))
    .sort()
    .join(' ');
}

/**
 * The products (positions) a line is equally sure of, `near`, when they are one item in several
 * brands, each with a brand of its own: in the category the line names ('cement', 'simiti' for
 * Cement) at one size, or named alike but for the brand ('Roto Tank 5000L', 'Kentank Tank
 * 5000L': decision 165). Null when the tie is anything else (two gauges of mabati, paints of
 * several kinds), which stays for the contractor or the shop.
 */
export function brandsOf(
  near: readonly number[],
  words: readonly string[],
  shelf: Shelf,
): number[] | null {
  const product = (p: number) => shelf.products[p]!;
  const group = near.filter((p) => product(p).brand !== null);
  if (group.length < 2) return null;
  const brands = new Set(group.map((p) => product(p).brand!.trim().toLowerCase()));
  if (brands.size !== group.length) return null;
  const named = group.filter((p) => {
    const category = shelf.categoryWords(product(p).category);
    return (
      product(p).size !== null &&
      category.length > 0 &&
      category.every((cw) => words.some((w) => answers(w, cw)))
    );
  });
  const sizes = new Set(named.map((p) => product(p).size!.trim().toLowerCase()));
  if (named.length >= 2 && sizes.size === 1) return named;
  const alike = new Set(group.map((p) => unbranded(shelf, p)));
  return group.length === near.length && alike.size === 1 ? group : null;
}
