import { QUOTE } from '#shared/quote-limits.js';
import { indexSteps, type MatcherIndex } from './quote-index.js';
import {
  amountOf,
  answers,
  COUNT_NAMES,
  hasDigit,
  isTradeWord,
  matchWords,
  nearTradeWord,
  phrasesOf,
  sizeKind,
  soundKeys,
  soundOf,
  withinOne,
} from './quote-words.js';

// Finds the catalogue product a contractor's line means (docs/decisions/097-quote-matching.md).
// An index of the catalogue's words is made once per catalogue change and answers a 200-line list
// from memory, the same on SQLite and PostgreSQL. A line gets a product only when it is sure:
// nearly every word of the line found in one product (exactly, by a Swahili or trade word, a
// prefix, or a typo of one letter), no size or gauge of the line contradicted, and no other
// product as good. Otherwise it gets no product and the closest products as alternatives.

/** What the matcher reads of a product. */
export interface MatchableProduct {
  id: string;
  sku: string;
  name: string;
  category: string | null;
  brand: string | null;
  size: string | null;
  tags: readonly string[];
  /** One variant of a product with several ('Y12', 'G30 / 3 m'): its words join the name's. */
  variantTitle?: string | null;
  /**
   * The units it is sold in ('kg', 'litre', 'tonne', ...): a line's size written in one of them
   * ('10l' of a product sold by the litre) is its quantity, never a size it contradicts.
   */
  units?: readonly string[];
  /** The unit it is sold in, when `units` does not list them. */
  unit?: string;
}

export interface LineMatch {
  /** The product's position in the rows the index was made from, or null when not sure. */
  product: number | null;
  /** The closest other products, best first (positions). */
  alternatives: number[];
  /**
   * When the line names an item the shop stocks in several brands at one size ('cement 50 bags'
   * with three cements of 50 kg): those products (positions), for the caller to pick one by a
   * stable rule and offer the others (decision 117).
   */
  brands?: number[];
}

/** How well a product word answers a line's word: exact, by a phrase, prefix, typo. */
const QUALITY = { exact: 1, phrase: 1, prefix: 0.9, typo: 0.85 } as const;

interface Candidate {
  position: number;
  /** Share of the line's words this product has, weighted by how well. */
  score: number;
  /** How many of the line's words the product has. */
  matched: number;
  /** Share of the product name's words the line has. */
  coverage: number;
  conflict: boolean;
  final: number;
  /** The line's words that are a quantity in one of the product's units ('10l'). */
  quantities: number;
}

/** The next turn of the event loop, after the I/O that waits. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const ALTERNATIVES_MAX = 4;
/**
 * The most a bag or roll weighs ('binding wire 25kg', 'cement 50kg'): a line's larger multiple of
 * it is a count of them, not another size ('binding wire 50kg' is 2 rolls). A volume stays a size
 * ('paint thinner 5L' is a 5 L tin the shop does not have, decision 134).
 */
const PACK_MAX_KG = 50;
/** A pack's multiple is less sure than the size written as the product has it. */
const PACK_PENALTY = 0.05;

/**
 * The fittings made for a pipe: a line that names none of them is for the pipe itself ('PPR
 * 25mm' is the pipe, not its elbow), so a fitting it does not name is a little less sure.
 */
const FITTINGS = new Set([
  'elbow',
  'tee',
  'bend',
  'union',
  'coupling',
  'coupler',
  'adaptor',
  'adapter',
  'reducer',
  'nipple',
  'connector',
]);
const FITTING_PENALTY = 0.05;

/** Where a line says what its item is for: 'for', 'kwa ajili ya', 'ya kupiga', 'wa kufunga'. */
const PURPOSE =
  /\s(?:for|kwa ajili ya|kwa ajili|kwa|(?:ya|wa|za|la|cha|vya)\s{1,3}ku\p{L}{4,20})\s/iu;
/** At least this share of the line's words, for a product to be the line's product. */
const SURE_SCORE = 0.75;
/** The best product must beat the next one by this much, or the line is not sure. */
const SURE_MARGIN = 0.04;
/** Below this share of the line's words, a product is not even offered as an alternative. */
const ALTERNATIVE_SCORE = 0.45;

/** Slices of work run back to back before `build` lets the event loop in (milliseconds). */
const SLICE_MS = 8;

export class QuoteMatcher {
  readonly size: number;
  private readonly products: readonly MatchableProduct[];
  private readonly skus: Map<string, number>;
  private readonly postings: Map<string, number[]>;
  private readonly nameWords: string[][];
  private readonly allWords: Set<string>[];
  private readonly sizes: Map<string, Set<string>>[];
  private readonly vocabulary: string[];
  private readonly deletions: Map<string, string[]>;
  private readonly sounds: Map<string, string[]>;
  private readonly numberForms: Map<string, string[]>;
  private readonly codeForms: Map<string, string[]>;
  private readonly measures: Set<string>[];
  private readonly categories = new Map<string, string[]>();
  /** Alternatives of a line's word, worked out once per word. */
  private readonly expansions = new Map<string, Map<number, number>>();

  /** A matcher made at once (tests, the bench); the server makes its own with `build`. */
  constructor(products: readonly MatchableProduct[], index?: MatcherIndex) {
    this.size = products.length;
    this.products = products;
    let made = index;
    if (!made) {
      const steps = indexSteps(products);
      let step = steps.next();
      while (!step.done) step = steps.next();
      made = step.value;
    }
    ({
      skus: this.skus,
      postings: this.postings,
      nameWords: this.nameWords,
      allWords: this.allWords,
      sizes: this.sizes,
      vocabulary: this.vocabulary,
      deletions: this.deletions,
      sounds: this.sounds,
      numberForms: this.numberForms,
      codeForms: this.codeForms,
      measures: this.measures,
    } = made);
  }

  /**
   * A matcher made a slice at a time: after about SLICE_MS of work it awaits `pause` (by default
   * the next turn of the event loop), so requests keep being answered while it is made. `pause`
   * may throw to give up (the catalogue changed again and nobody waits for this one).
   */
  static async build(
    products: readonly MatchableProduct[],
    pause: () => Promise<void> = nextTurn,
  ): Promise<QuoteMatcher> {
    const steps = indexSteps(products);
    let sliceStart = performance.now();
    let step = steps.next();
    while (!step.done) {
      if (performance.now() - sliceStart >= SLICE_MS) {
        await pause();
        sliceStart = performance.now();
      }
      step = steps.next();
    }
    return new QuoteMatcher(products, step.value);
  }

  /** The line words this matcher has worked out, most recent last (to warm the next one). */
  knownWords(): string[] {
    return [...this.expansions.keys()];
  }

  /**
   * Works out ahead what these line words find (as the previous matcher knew them) and matches
   * the sample lines once, so that the first list after a change does not pay for them. Stops
   * early when `enough` says so (a request is waiting).
   */
  async warm(
    words: readonly string[],
    lines: readonly string[],
    pause: () => Promise<void> = nextTurn,
    enough: () => boolean = () => false,
  ): Promise<void> {
    let sliceStart = performance.now();
    const breathe = async () => {
      if (performance.now() - sliceStart < SLICE_MS) return;
      await pause();
      sliceStart = performance.now();
    };
    for (const word of words) {
      await breathe();
      if (enough()) return;
      this.expand(word);
    }
    for (const line of lines) {
      await breathe();
      if (enough()) return;
      this.match(line);
    }
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
  private expand(word: string): Map<number, number> {
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
      // Written as it sounds: 'semet' for 'cement', 'ridj' for 'ridge' (decision 165).
      if (found.size === 0 && !real) {
        for (const w of this.soundsLike(word)) add(this.postings.get(w)!, QUALITY.typo);
      }
    }
    if (this.expansions.size > 5000) this.expansions.clear();
    this.expansions.set(word, found);
    return found;
  }

  /**
   * The line's words, with two written apart that the catalogue writes as one ('wheel barrow'),
   * and one written as one that the catalogue writes apart ('chainlink').
   */
  private lineWords(item: string): string[] {
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

  match(item: string): LineMatch {
    // What a line can hold (the API refuses a longer one) is all the matcher reads of it.
    const read = item.length > QUOTE.listLineMax ? item.slice(0, QUOTE.listLineMax) : item;
    const found = this.matchRead(read);
    if (found.product !== null || found.brands) return found;
    // 'Y10 for posts', 'cement for the columns', 'nyundo ya kugongea misumari': what follows
    // 'for' or a Swahili verb is what the item is for; the item alone is tried when the whole
    // line is not sure, and kept when it is. A verb may name the kind itself ('waya wa kufunga
    // nondo' is binding wire): the item with its verb is tried first.
    const purpose = PURPOSE.exec(read);
    if (!purpose || purpose.index === 0) return found;
    const cuts = [read.slice(0, purpose.index)];
    if (/\sku\p{L}+\s$/u.test(purpose[0]))
      cuts.unshift(read.slice(0, purpose.index + purpose[0].length));
    for (const cut of cuts) {
      const alone = this.matchRead(cut);
      if (alone.product !== null || alone.brands) return alone;
    }
    return found;
  }

  private matchRead(read: string): LineMatch {
    const bySku = this.skus.get(read.trim().toLowerCase());
    if (bySku !== undefined) return { product: bySku, alternatives: [] };
    const words = this.lineWords(read);
    if (words.length === 0) return { product: null, alternatives: [] };

    const found = words.map((w) => this.expand(w));
    const sums = new Map<number, number>();
    for (const map of found) {
      for (const [p, quality] of map) sums.set(p, (sums.get(p) ?? 0) + quality);
    }
    const kinds = words.map(sizeKind);

    // Only the best few are looked at closely.
    const top = [...sums].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, 40);
    const candidates: Candidate[] = top.map(([position, sum]) => {
      const sizes = this.sizes[position]!;
      const measures = this.measures[position]!;
      let conflict = false;
      let counted = 0;
      let matched = 0;
      let quantities = 0;
      let packed = false;
      words.forEach((word, i) => {
        const hit = found[i]!.has(position);
        if (hit) matched += 1;
        const kind = kinds[i];
        // '10l' of a product sold by the litre is how much of it, not a size it lacks; so is
        // '50kg' of one packed in 25 kg.
        if (!hit && kind && measures.has(kind)) {
          quantities += 1;
          return;
        }
        if (!hit && kind && this.packsIn(position, word) !== null) {
          quantities += 1;
          packed = true;
          return;
        }
        // A size of a kind the product does not state ('nails 3" 10kg' for nails without a
        // weight) counts half against it; a different size of the same kind is a contradiction
        // ('gauge 32' for a gauge 30 sheet, '3 inch' for a 20 mm pipe).
        if (!hit && kind && !sizes.has(kind)) {
          counted += 0.5;
          return;
        }
        if (!hit && kind && sizes.has(kind)) conflict = true;
        counted += 1;
      });
      const score = counted === 0 ? 0 : sum / counted;
      const name = this.nameWords[position]!;
      const covered = name.filter((nw) => words.some((w) => answers(w, nw))).length;
      const coverage = name.length === 0 ? 0 : covered / name.length;
      const fitting = name.some((nw) => FITTINGS.has(nw) && !words.some((w) => answers(w, nw)));
      const final =
        (conflict ? score * 0.5 : score) * 0.8 +
        coverage * 0.2 -
        (packed ? PACK_PENALTY : 0) -
        (fitting ? FITTING_PENALTY : 0);
      return { position, score, matched, coverage, conflict, final, quantities };
    });
    candidates.sort((a, b) => b.final - a.final || a.position - b.position);

    const best = candidates[0];
    const second = candidates[1];
    const sure =
      best !== undefined &&
      !best.conflict &&
      best.score >= SURE_SCORE &&
      best.matched >= Math.min(2, words.length - best.quantities) &&
      (!second || best.final - second.final >= SURE_MARGIN);
    const alternatives = candidates
      .filter((c) => c.score >= ALTERNATIVE_SCORE && (!sure || c !== best))
      .slice(0, ALTERNATIVES_MAX)
      .map((c) => c.position);
    if (sure) return { product: best.position, alternatives };
    const brands = this.brandsOf(candidates, words);
    return brands ? { product: null, alternatives, brands } : { product: null, alternatives };
  }

  /**
   * The weight (kg) one of a counted product holds, when it is a bag or roll a line may count in
   * kilos or tonnes ('25kg' for binding wire sold by the roll), else null.
   */
  packOf(position: number): number | null {
    if (this.measures[position]!.size > 0) return null;
    const written = [...(this.sizes[position]!.get('weight') ?? [])];
    const amount = written.length === 1 ? amountOf(written[0]!) : null;
    return amount && amount.family === 'weight' && amount.value <= PACK_MAX_KG
      ? amount.value
      : null;
  }

  /** How many of a product's packs a line's size word is ('50kg' of a 25 kg roll: 2), or null. */
  private packsIn(position: number, word: string): number | null {
    const amount = amountOf(word);
    const pack = amount?.family === 'weight' ? this.packOf(position) : null;
    if (!amount || !pack) return null;
    // Two packs or more, rounded up: '60kg' of a 25 kg roll is 3 (decision 170).
    const packs = amount.value / pack;
    return packs >= 2 ? Math.ceil(packs) : null;
  }

  /**
   * The litres one of a counted product holds, when it is a tin of one stated volume ('Paint
   * Thinner 1L'), else null.
   */
  tinOf(position: number): number | null {
    if (this.measures[position]!.size > 0) return null;
    const written = [...(this.sizes[position]!.get('volume') ?? [])];
    const amount = written.length === 1 ? amountOf(written[0]!) : null;
    return amount && amount.family === 'volume' && Number.isInteger(amount.value)
      ? amount.value
      : null;
  }

  /** A category's words, worked out once per category. */
  private categoryWords(category: string | null): string[] {
    const key = category ?? '';
    let words = this.categories.get(key);
    if (!words) this.categories.set(key, (words = matchWords(key)));
    return words;
  }

  /**
   * The products a line is equally sure of when they are one item in several brands, each with a
   * brand of its own: in the category the line names ('cement', 'simiti' for Cement) at one size,
   * or named alike but for the brand ('Roto Tank 5000L', 'Kentank Tank 5000L': decision 165).
   * Null when the tie is anything else (two gauges of mabati, paints of several kinds), which
   * stays for the contractor or the shop.
   */
  private brandsOf(candidates: readonly Candidate[], words: readonly string[]): number[] | null {
    const best = candidates[0];
    if (!best) return null;
    const near = candidates.filter(
      (c) =>
        best.final - c.final < SURE_MARGIN &&
        !c.conflict &&
        c.score >= SURE_SCORE &&
        c.matched >= Math.min(2, words.length - c.quantities),
    );
    const product = (c: Candidate) => this.products[c.position]!;
    const group = near.filter((c) => product(c).brand !== null);
    if (group.length < 2) return null;
    const brands = new Set(group.map((c) => product(c).brand!.trim().toLowerCase()));
    if (brands.size !== group.length) return null;
    const named = group.filter((c) => {
      const category = this.categoryWords(product(c).category);
      return (
        product(c).size !== null &&
        category.length > 0 &&
        category.every((cw) => words.some((w) => answers(w, cw)))
      );
    });
    const sizes = new Set(named.map((c) => product(c).size!.trim().toLowerCase()));
    if (named.length >= 2 && sizes.size === 1) return named.map((c) => c.position);
    const alike = new Set(group.map((c) => this.unbranded(c.position)));
    return group.length === near.length && alike.size === 1 ? group.map((c) => c.position) : null;
  }

  /** A product's name words without its brand's, in order: what it is whoever makes it. */
  private unbranded(position: number): string {
    const brand = new Set(matchWords(this.products[position]!.brand ?? ''));
    return this.nameWords[position]!.filter((w) => !brand.has(w))
      .sort()
      .join(' ');
  }
}
