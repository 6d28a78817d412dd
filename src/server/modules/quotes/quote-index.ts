import { hasDigit, measureFamily, sizeKind } from './quote-sizes.js';
import { soundKeys, soundOf } from './quote-spelling.js';
import { matchWords } from './quote-words.js';
import type { MatchableProduct } from './quote-matcher.js';

// The index of the catalogue's words the quote matcher reads (docs/decisions/097-quote-matching.md):
// made once per catalogue change, a slice at a time, so that the event loop is let in between
// slices (QuoteMatcher.build).

/** The index a matcher reads, made from the products a slice at a time (`indexSteps`). */
export interface MatcherIndex {
  skus: Map<string, number>;
  /** Word -> positions of the products that have it. */
  postings: Map<string, number[]>;
  /** Each product's name words (what coverage counts) and all its words. */
  nameWords: string[][];
  allWords: Set<string>[];
  /** Each product's sizes by kind ('#in' -> ['4in']). */
  sizes: Map<string, Set<string>>[];
  /** Letter words, sorted, for prefixes; and one-letter-deleted forms, for typos. */
  vocabulary: string[];
  deletions: Map<string, string[]>;
  /** A word's sound ('sement' for 'cement'), and for longer ones each one-letter-deleted form. */
  sounds: Map<string, string[]>;
  /** A number -> the size words written with it ('25' -> ['25mm']). */
  numberForms: Map<string, string[]>;
  /** A number -> the codes ending in it ('142' -> ['a142']). */
  codeForms: Map<string, string[]>;
  /** Each product's measure families its units take ('volume' for a litre). */
  measures: Set<string>[];
}

/** Products (or vocabulary words) indexed between two yields of `indexSteps`. */
const STEP = 100;

/**
 * Makes the index, yielding after every few products or words so that a caller may pause between
 * slices (QuoteMatcher.build) and keep the event loop free; `new QuoteMatcher` runs it through.
 */
export function* indexSteps(products: readonly MatchableProduct[]): Generator<void, MatcherIndex> {
  const index: MatcherIndex = {
    skus: new Map(),
    postings: new Map(),
    nameWords: [],
    allWords: [],
    sizes: [],
    vocabulary: [],
    deletions: new Map(),
    sounds: new Map(),
    numberForms: new Map(),
    codeForms: new Map(),
    measures: [],
  };
  const { postings, deletions, numberForms, codeForms, sounds } = index;
  for (let position = 0; position < products.length; position += 1) {
    if (position > 0 && position % STEP === 0) yield;
    const p = products[position]!;
    index.skus.set(p.sku.trim().toLowerCase(), position);
    const name = matchWords(p.variantTitle ? `${p.name} ${p.variantTitle}` : p.name);
    const extra = matchWords([p.brand ?? '', p.size ?? '', p.category ?? '', ...p.tags].join(' '));
    const all = new Set([...name, ...extra]);
    index.nameWords.push([...new Set(name)]);
    index.allWords.push(all);
    const sizes = new Map<string, Set<string>>();
    for (const word of all) {
      const posting = postings.get(word);
      if (posting) posting.push(position);
      else postings.set(word, [position]);
      const kind = sizeKind(word);
      if (kind) sizes.set(kind, (sizes.get(kind) ?? new Set()).add(word));
    }
    index.sizes.push(sizes);
    index.measures.push(
      new Set((p.units ?? (p.unit ? [p.unit] : [])).flatMap((u) => measureFamily(u) ?? [])),
    );
  }
  yield;
  index.vocabulary = [...postings.keys()].filter((w) => !hasDigit(w)).sort();
  for (const word of postings.keys()) {
    const number = /^(\d+(?:\.\d+)?)[a-z]+$/.exec(word)?.[1];
    if (number) numberForms.set(number, [...(numberForms.get(number) ?? []), word]);
    const code = /^[a-z]{1,3}(\d{3,9})$/.exec(word)?.[1];
    if (code) codeForms.set(code, [...(codeForms.get(code) ?? []), word]);
  }
  yield;
  for (let i = 0; i < index.vocabulary.length; i += 1) {
    if (i > 0 && i % (STEP * 10) === 0) yield;
    const word = index.vocabulary[i]!;
    if (word.length < 4) continue;
    for (let j = 0; j < word.length; j += 1) {
      const key = word.slice(0, j) + word.slice(j + 1);
      const list = deletions.get(key);
      if (list) list.push(word);
      else deletions.set(key, [word]);
    }
    for (const key of soundKeys(soundOf(word))) {
      const list = sounds.get(key);
      if (list) list.push(word);
      else sounds.set(key, [word]);
    }
  }
  return index;
}
