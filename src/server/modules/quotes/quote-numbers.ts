// Numbers written as words in a contractor's line, as digits (docs/decisions/170): Swahili ones,
// single ('brashi mbili') or compound ('ishirini na tano', 'mia moja', 'elfu moja mia tano'),
// English ones ('ten bags'), dozens ('2 dozen hinges') and a half or a quarter of a tonne. Every
// pattern is bounded and looks around one character only, so it runs in linear time (DESIGN 5).

const SWAHILI_UNITS: Readonly<Record<string, number>> = {
  moja: 1,
  mbili: 2,
  tatu: 3,
  nne: 4,
  tano: 5,
  sita: 6,
  saba: 7,
  nane: 8,
  tisa: 9,
  // Agreeing with the thing counted: 'msumeno mmoja', 'kipande kimoja', 'mabati mawili',
  // 'vipande vitatu'.
  mmoja: 1,
  kimoja: 1,
  mawili: 2,
  viwili: 2,
  matatu: 3,
  vitatu: 3,
  manne: 4,
  vinne: 4,
  matano: 5,
  vitano: 5,
};
const SWAHILI_TENS: Readonly<Record<string, number>> = {
  kumi: 10,
  ishirini: 20,
  thelathini: 30,
  arobaini: 40,
  hamsini: 50,
  sitini: 60,
  sabini: 70,
  themanini: 80,
  tisini: 90,
};
/** 'mia tatu' is 300, 'elfu mbili' 2,000: the word scales the number after it. */
const SWAHILI_SCALES: Readonly<Record<string, number>> = { mia: 100, elfu: 1000 };

const SWAHILI_WORD = [
  ...Object.keys(SWAHILI_SCALES),
  ...Object.keys(SWAHILI_TENS),
  ...Object.keys(SWAHILI_UNITS),
].join('|');
/** A run of Swahili number words, joined by spaces or 'na' ('kumi na mbili'), at most eight. */
const SWAHILI_RUN = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${SWAHILI_WORD})(?:\\s{1,3}(?:na\\s{1,3})?(?:${SWAHILI_WORD})){0,7}(?![\\p{L}\\p{N}])`,
  'giu',
);

const smallValue = (word: string): number | undefined => SWAHILI_UNITS[word] ?? SWAHILI_TENS[word];

/**
 * The value of a run of Swahili number words, or null when they are not one number read from the
 * largest part down ('ishirini na tano' is 25, 'mia tatu na hamsini' 350; 'tano tano' is none).
 */
function swahiliValue(words: readonly string[]): number | null {
  let total = 0;
  // Each part is smaller than the one before it: after 'mia' less than 100, after tens a unit.
  let below = Number.POSITIVE_INFINITY;
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const scale = SWAHILI_SCALES[word];
    let part: number;
    let next: number;
    if (scale === undefined) {
      part = smallValue(word)!;
      next = part < 10 ? 1 : 10;
    } else {
      // 'mia' takes a unit after it ('mia tatu'), 'elfu' a unit or tens ('elfu kumi').
      const after = smallValue(words[i + 1] ?? '');
      const times = after !== undefined && (scale > 100 || after < 10) ? after : undefined;
      if (times !== undefined) i += 1;
      part = scale * (times ?? 1);
      next = scale;
    }
    if (part >= below) return null;
    total += part;
    below = next;
  }
  return total;
}

/** A run's words ('na' left out), lower-cased. */
const runWords = (run: string) =>
  run
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== 'na');

/** Swahili numbers as digits: 'vipande ishirini na tano' -> 'vipande 25'. */
function swahiliDigits(text: string): string {
  return text.replace(SWAHILI_RUN, (run) => {
    const words = runWords(run);
    const whole = swahiliValue(words);
    if (whole !== null) return String(whole);
    // Not one number ('moja moja'): each word on its own.
    return words.map((w) => String(smallValue(w) ?? SWAHILI_SCALES[w])).join(' ');
  });
}

/**
 * English numbers from four up ('ten bags', 'twenty pcs'). One to three are left to the sizes
 * ('one gang', 'three quarter inch') unless a count word follows ('two rolls').
 */
const ENGLISH: Readonly<Record<string, number>> = {
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
};
const ENGLISH_NUMBER = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${Object.keys(ENGLISH).join('|')})(?![\\p{L}\\p{N}])`,
  'giu',
);
const SMALL_ENGLISH: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3 };
const SMALL_ENGLISH_COUNT =
  /(?<![\p{L}\p{N}])(one|two|three)(?=\s{1,3}(?:bags?|rolls?|pcs|pieces?|tins?|sheets?|packets?|boxes|box|pairs?|lengths?|tonnes?|tons?|lorr(?:y|ies)|trips?|drums?|buckets?|cartons?|bundles?|sets?|units?|nos)(?![\p{L}]))/giu;

/** 'two hundred', 'a hundred': the hundreds, before the words are read one by one. */
const HUNDREDS_OF: Readonly<Record<string, number>> = {
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};
const HUNDREDS = new RegExp(
  `(?<![\\p{L}\\p{N}])(${Object.keys(HUNDREDS_OF).join('|')})\\s{1,3}hundred(?![\\p{L}])`,
  'giu',
);

/** A dozen is twelve: '2 dozen hinges' is 24 pieces, 'a dozen' 12, 'half a dozen' 6. */
const DOZENS = /(?<![\p{L}\p{N}.])(\d{1,4})\s{0,2}(?:dozens?|doz|dazeni|dazani)(?![\p{L}])/giu;
/** Swahili puts the count word first: 'dazeni 2' is two dozen. */
const DOZENS_AFTER = /(?<![\p{L}\p{N}])(?:dozens?|doz|dazeni|dazani)\s{0,2}(\d{1,3})(?![\d.,])/giu;
const A_DOZEN =
  /(?<![\p{L}\p{N}])(?:(half|nusu)\s{1,3}(?:a\s{1,3})?|(?:a|one)\s{1,3})?(?:dozens?|doz|dazeni|dazani)(?![\p{L}])/giu;

/** 'half a tonne', 'nusu tani', 'quarter tonne', 'robo tani' as the decimals they are. */
const PART_OF_TONNE =
  /(?<![\p{L}\p{N}])(half|nusu|quarter|robo)\s{1,3}(?:a\s{1,3}|ya\s{1,3})?(tonnes?|tons?|tani)(?![\p{L}])/giu;

/** The text with the numbers it writes as words written in digits (see the file's head). */
export function writtenNumbers(text: string): string {
  return swahiliDigits(text)
    .replace(HUNDREDS, (_, times: string) => String(HUNDREDS_OF[times.toLowerCase()]! * 100))
    .replace(ENGLISH_NUMBER, (word) => String(ENGLISH[word.toLowerCase()]))
    .replace(SMALL_ENGLISH_COUNT, (word) => String(SMALL_ENGLISH[word.toLowerCase()]))
    .replace(DOZENS, (_, count: string) => `${Number(count) * 12} pcs`)
    .replace(DOZENS_AFTER, (_, count: string) => `${Number(count) * 12} pcs`)
    .replace(A_DOZEN, (_, half: string | undefined) => (half ? '6 pcs' : '12 pcs'))
    .replace(
      PART_OF_TONNE,
      (_, part: string, unit: string) =>
        `${/^(?:half|nusu)$/i.test(part) ? '0.5' : '0.25'} ${unit}`,
    );
}
