import { SWAHILI_SYNONYMS } from '#shared/search-synonyms.js';
import { MEASURE_NAMES } from './quote-measures.js';
import { BAR_SIZES, hasDigit, SHEET_GAUGES, sizesOneWay } from './quote-sizes.js';
import { singular, withinOne } from './quote-spelling.js';
import { STOP_WORDS, TRADE_WORDS } from './quote-vocabulary.js';

// The words of a contractor's line and of a product as the quote matcher compares them
// (docs/decisions/097-quote-matching.md, 117): sizes written one way (quote-sizes.ts), plurals
// made singular, the Swahili and trade words a word stands for (quote-vocabulary.ts), and whether
// a line's word answers a product's.

/** A word longer than this is no catalogue word: it finds nothing (and costs nothing). */
const WORD_MAX = 40;

/** The words of a text as the matcher compares them: sizes in one form, plurals made singular. */
export function matchWords(text: string): string[] {
  const s = sizesOneWay(` ${text.toLowerCase()} `);
  const words = (s.match(/[\p{L}\p{N}]+(?:[./][\p{N}]+)*[\p{L}]*/gu) ?? [])
    .filter((w) => w.length <= WORD_MAX)
    .map((w) => (hasDigit(w) ? w : singular(w)))
    .filter((w) => !STOP_WORDS.has(w) && !MEASURE_NAMES.has(w));
  // '12mm' beside a bar is the bar's Y size: 'nondo 12mm', '12mm rebar'; and so is a bare bar
  // size: 'nondo 12', 'nondo za 16'.
  // A bare gauge beside a sheet's word is its gauge: 'mabati ya 28', 'bati 30 box profile'.
  if (words.some((w) => /^(?:mabati|bati|sheet|profile|corrugated|ridge)$/.test(w))) {
    for (const [i, w] of words.entries()) if (SHEET_GAUGES.test(w)) words[i] = `g${w}`;
  }
  if (words.some((w) => /^(?:bar|rebar|nondo|deformed|steel)$/.test(w))) {
    for (const [i, w] of [...words].entries()) {
      const mm = /^(\d+)mm$/.exec(w);
      if (mm) words.push(`y${mm[1]}`);
      if (BAR_SIZES.has(w)) words[i] = `y${w}`;
    }
  }
  return words;
}

const phraseWords = new Map<string, string[][]>();

/** The Swahili and trade phrases a word stands for, as match words ('mabati' -> [['iron', 'sheet'], ...]). */
export function phrasesOf(word: string): string[][] {
  let phrases = phraseWords.get(word);
  if (!phrases) {
    // Own keys only: a word such as 'constructor' must not find Object's.
    const written = [
      ...(Object.hasOwn(SWAHILI_SYNONYMS, word) ? SWAHILI_SYNONYMS[word]! : []),
      ...(Object.hasOwn(TRADE_WORDS, word) ? TRADE_WORDS[word]! : []),
    ];
    phrases = written.map(matchWords).filter((p) => p.length > 0);
    phraseWords.set(word, phrases);
  }
  return phrases;
}

let knownWords: Set<string> | null = null;

/**
 * Whether a word is one the Swahili and trade lists mean ('block', 'sand', 'stone', 'gravel'):
 * a real word of the trade, never read as a typo of another ('blocks' is not 'black').
 */
export function isTradeWord(word: string): boolean {
  knownWords ??= new Set(
    [...Object.values(SWAHILI_SYNONYMS), ...Object.values(TRADE_WORDS)].flat().flatMap(matchWords),
  );
  return knownWords.has(word);
}

/** The trade keys of five letters or more by first letter, made once. */
let tradeKeys: Map<string, string[]> | null = null;

/**
 * The Swahili or trade word (a key of the lists) a word of five letters or more is one typo of,
 * first letter kept, when there is exactly one: 'mabti' is mabati, 'tenki' tanki. Else null.
 * Only the keys of the word's first letter are compared (a few), so a long line costs little.
 */
export function nearTradeWord(word: string): string | null {
  if (word.length < 5) return null;
  if (!tradeKeys) {
    tradeKeys = new Map();
    const keys = new Set([...Object.keys(SWAHILI_SYNONYMS), ...Object.keys(TRADE_WORDS)]);
    for (const k of keys) {
      if (k.length < 5 || /[^a-z]/.test(k)) continue;
      tradeKeys.set(k[0]!, [...(tradeKeys.get(k[0]!) ?? []), k]);
    }
  }
  const near = (tradeKeys.get(word[0]!) ?? []).filter((k) => k !== word && withinOne(k, word));
  return near.length === 1 ? near[0]! : null;
}

/** Whether a line's word stands for a product's name word (same, by a phrase, prefix or typo). */
export function answers(lineWord: string, nameWord: string): boolean {
  if (lineWord === nameWord) return true;
  if (hasDigit(lineWord) || hasDigit(nameWord)) return false;
  if (lineWord.length >= 4 && nameWord.startsWith(lineWord)) return true;
  if (phrasesOf(lineWord).some((phrase) => phrase.includes(nameWord))) return true;
  if (lineWord.length >= 7 && nameWord.startsWith(lineWord.slice(0, 6))) return true;
  return lineWord.length >= 5 && withinOne(lineWord, nameWord);
}
