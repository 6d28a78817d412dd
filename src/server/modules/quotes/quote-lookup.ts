import type { MatcherIndex } from './quote-index.js';
import { hasDigit } from './quote-sizes.js';
import { soundKeys, soundOf, withinOne } from './quote-spelling.js';
import { COUNT_NAMES } from './quote-vocabulary.js';
import { isTradeWord, matchWords, nearTradeWord, phrasesOf } from './quote-words.js';

// What each word of a contractor's line finds in the catalogue's index (docs/decisions/097, 165,
// 170): the products that have it exactly, by a Swahili or trade word, by a prefix, a typo or its
// sound, each with how well; worked out once per word and kept.

/** How well a product word answers a line's word: exact, by a phrase, prefix, typo. */
const QUALITY = { exact: 1, phrase: 1, prefix: 0.9, typo: 0.85 } as const;

/** The most words whose findings are kept; past it they are worked out again. */
const KEPT_WORDS = 5000;

export class WordLookup {
  private readonly postings: Map<string, number[]>;
  private readonly allWords: Set<string>[];
  private readonly vocabulary: string[];
  private readonly deletions: Map<string, string[]>;
  private readonly sounds: Map<string, string[]>;
  private readonly numberForms: Map<string, string[]>;
  private readonly codeForms: Map<string, string[]>;
  /** Alternatives of a line's word, worked out once per word. */
  private readonly expansions = new Map<string, Map<number, number>>();

  constructor(index: MatcherIndex) {
    ({
      postings: this.postings,
      allWords: this.allWords,
      vocabulary: this.vocabulary,
      deletions: this.deletions,
      sounds: this.sounds,
      numberForms: this.numberForms,
      codeForms: this.codeForms,
    } = index);
  }

  /** The line words worked out, most recent last (to warm the next matcher). */
  knownWords(): string[] {
    return [...this.expansions.keys()];
  }

  /** Positions of the products holding every word of a phrase. */
  private holdingAll(words: string[]): number[] {
    if (words.length === 0) return [];
    const lists = words.map((w) => this.postings.get(w) ?? []).sort((a, b) => a.length - b.length);
    return lists[0]!.filter((p) => words.every((w) => this.allWords[p]!.has(w)));
  }

  /**
   * Product words within one typo of a word of five letters or more, or with one letter more than
   * a word of four ('sand' is not 'hand', 'pant' is paint), the
   * first letter kept ('fridge' is not 'ridge'; a first letter written as it sounds is found by
   * `soundsLike`: 'sement').
   */
  private typos(word: string): string[] {
    if (word.length < 4) return [];
    const found = new Set<string>();
    const keys = [word];
    // A word of four letters may only lack a letter ('pant' for paint): 'sand' is not 'hand'.
    if (word.length >= 5) {
      for (let i = 0; i < word.length; i += 1) keys.push(word.slice(0, i) + word.slice(i + 1));
    }
    for (const key of keys) {
      if (this.postings.has(key) && !hasDigit(key) && key.length >= 4) found.add(key);
      for (const w of this.deletions.get(key) ?? []) found.add(w);
    }
    return [...found].filter((w) => w !== word && w[0] === word[0] && withinOne(w, word));
  }

  /**
   * Product words that sound as a word of four letters or more does, or within one letter of it
   * when the sound has five or more ('semet' ~ 'sement', the sound of 'cement').
   */
  private soundsLike(word: string): string[] {
    if (word.length < 4) return [];
    const sound = soundOf(word);
    const found = new Set<string>();
    for (const key of soundKeys(sound)) {
      for (const w of this.sounds.get(key) ?? []) {
        const other = soundOf(w);
        if (other === sound || (sound.length >= 5 && withinOne(other, sound))) found.add(w);
      }
    }
    return [...found].filter((w) => w !== word);
  }

  /** Product words starting with a word of four letters or more ('mabat' -> 'mabati'). */
  private prefixed(word: string): string[] {
    if (word.length < 4) return [];
    const out: string[] = [];
    let lo = 0;
    let hi = this.vocabulary.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.vocabulary[mid]! < word) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.vocabulary.length && out.length < 50; i += 1) {
      const w = this.vocabulary[i]!;
      if (!w.startsWith(word)) break;
      if (w !== word) out.push(w);
    }
    return out;
  }

  /** The products a line's word finds, each with how well (best way it is found). */
  expand(word: string): Map<number, number> {
    const known = this.expansions.get(word);
    if (known) return known;
    const found = new Map<number, number>();
    const add = (positions: readonly number[], quality: number) => {
      for (const p of positions) if ((found.get(p) ?? 0) < quality) found.set(p, quality);
    };
    add(this.postings.get(word) ?? [], QUALITY.exact);
    // A strength class with its letter ('42.5n', '32.5r') finds the class written without it.
    const strength = /^(\d{1,2}\.\d)[nr]$/.exec(word)?.[1];
    if (strength && found.size === 0) {
      add(this.postings.get(strength) ?? [], QUALITY.prefix);
    }
    if (/^\d+(?:\.\d+)?$/.test(word)) {
      // A bare number finds the sizes written with it: '32.5' -> '32.5r', '25' -> '25mm'; one
      // of three digits or more the codes ending in it: '142' -> 'a142' ('BRC 142').
      for (const w of this.numberForms.get(word) ?? []) add(this.postings.get(w)!, QUALITY.prefix);
      if (word.length >= 3) {
        for (const w of this.codeForms.get(word) ?? []) add(this.postings.get(w)!, QUALITY.prefix);
      }
    }
    if (!hasDigit(word)) {
      for (const phrase of phrasesOf(word)) add(this.holdingAll(phrase), QUALITY.phrase);
      for (const w of this.prefixed(word)) add(this.postings.get(w)!, QUALITY.prefix);
      // A word of the trade the catalogue lacks ('blocks') is no typo of one it has ('black').
      const real = isTradeWord(word);

      if (found.size === 0 && !real) {
        for (const w of this.typos(word)) add(this.postings.get(w)!, QUALITY.typo);
      }
      // Another ending of a long word: 'reflector' for 'reflective', 'measure' for 'measuring'.
      if (found.size === 0 && word.length >= 7) {
        for (const w of this.prefixed(word.slice(0, 6))) add(this.postings.get(w)!, QUALITY.typo);
      }
      // A verb's '-ing' of a word the catalogue has: 'working gloves' (decision 170).
      const stem = /^(\p{L}{4,})ing$/u.exec(word)?.[1];
      if (found.size === 0 && stem) add(this.postings.get(stem) ?? [], QUALITY.typo);
      // Written as it sounds: 'semet' for 'cement', 'ridj' for 'ridge' (decision 165).
      if (found.size === 0 && !real) {
        for (const w of this.soundsLike(word)) add(this.postings.get(w)!, QUALITY.typo);
      }
    }
    if (this.expansions.size > KEPT_WORDS) this.expansions.clear();
    this.expansions.set(word, found);
    return found;
  }

  /**
   * The line's words, with two written apart that the catalogue writes as one ('wheel barrow'),
   * and one written as one that the catalogue writes apart ('chainlink').
   */
  lineWords(item: string): string[] {
    const words = matchWords(item).map((w) => this.tradeTypo(w) ?? w);
    const joined: string[] = [];
    for (let i = 0; i < words.length; i += 1) {
      const word = words[i]!;
      const pair = `${word}${words[i + 1] ?? ''}`;
      if (i + 1 < words.length && !this.postings.has(word) && this.postings.has(pair)) {
        joined.push(pair);
        i += 1;
      } else if (!this.purposeVerb(word) && !(COUNT_NAMES.has(word) && !this.postings.has(word))) {
        joined.push(...(this.apart(word) ?? [word]));
      }
    }
    return [...new Set(joined)];
  }

  /**
   * The Swahili or trade word a word the catalogue lacks is one typo of ('mabti' is mabati,
   * 'tenki' tanki), read as that word with all it stands for (decision 170); else null.
   */
  private tradeTypo(word: string): string | null {
    if (hasDigit(word) || this.postings.has(word) || isTradeWord(word)) return null;
    if (phrasesOf(word).length > 0) return null;
    return nearTradeWord(word);
  }

  /**
   * A Swahili verb in the infinitive that finds nothing ('mwiko wa kupiga plaster', 'rangi ya
   * kupaka'): it says what the item is for, not what it is (decision 165).
   */
  private purposeVerb(word: string): boolean {
    return /^ku[a-z]{4,}$/.test(word) && this.expand(word).size === 0;
  }

  /** A word the catalogue does not hold, as two it holds ('chainlink' -> 'chain', 'link'). */
  private apart(word: string): [string, string] | null {
    if (word.length < 6 || hasDigit(word) || this.postings.has(word)) return null;
    if (phrasesOf(word).length > 0) return null;
    for (let i = 3; i <= word.length - 3; i += 1) {
      const a = word.slice(0, i);
      const b = word.slice(i);
      if (this.postings.has(a) && this.postings.has(b)) return [a, b];
    }
    return null;
  }
}
