// How a contractor's word may be spelt (docs/decisions/097, 165, 170): one letter off, as it
// sounds, or a plural. Words are at most WORD_MAX letters (quote-words.ts), so each costs little.

/** A word of one letter more or less, or one changed or two swapped: 'cemet', 'bindign'. */
export function withinOne(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  if (la === lb) {
    let first = -1;
    let differences = 0;
    for (let i = 0; i < la; i += 1) {
      if (a[i] !== b[i]) {
        differences += 1;
        if (differences === 1) first = i;
        else if (differences > 2) return false;
      }
    }
    if (differences === 1) return true;
    // Two letters swapped.
    return differences === 2 && a[first] === b[first + 1] && a[first + 1] === b[first];
  }
  const [short, long] = la < lb ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i += 1;
  return short.slice(i) === long.slice(i + 1);
}

/**
 * A word as it sounds, the way Kenyan buyers spell what they hear: 'cement' and 'sement' are
 * 'sement', 'ridge' and 'ridj' 'rij', 'padlock' and 'padlok' 'padlok'; doubled letters are one.
 * Words are at most WORD_MAX letters, so the patterns cost little.
 */
export function soundOf(word: string): string {
  return word
    .replace(/ph/g, 'f')
    .replace(/ck/g, 'k')
    .replace(/dge|dj|dg/g, 'j')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/[cq]/g, 'k')
    .replace(/(\p{L})\1+/gu, '$1')
    .replace(/(?<=.{3})e$/, '');
}

/** A sound and, when it has five letters or more, each form of it with one letter deleted. */
export function soundKeys(sound: string): string[] {
  const keys = [sound];
  if (sound.length >= 5) {
    for (let i = 0; i < sound.length; i += 1) keys.push(sound.slice(0, i) + sound.slice(i + 1));
  }
  return keys;
}

/** The word without a plural ending: 'nails' -> 'nail', 'brushes' -> 'brush'. */
export function singular(word: string): string {
  if (word.length > 4 && /(?:sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 4 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  // Four letters: 'taps' -> 'tap', 'hoes' -> 'hoe', but not 'glos' (a typo of 'gloss') or 'bus'.
  if (word.length === 4 && /[^aeiouys]s$|^.oes$/.test(word)) return word.slice(0, -1);
  return word;
}
