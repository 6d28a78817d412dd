import { QUOTE } from '#shared/quote-limits.js';
import { indexSteps, type MatcherIndex } from './quote-index.js';
import { brandsOf, shelfOf, type Shelf } from './quote-brand-ties.js';
import { WordLookup } from './quote-lookup.js';
import { packOf, packsIn, tinOf } from './quote-packs.js';
import { sizeKind } from './quote-sizes.js';
import { FITTINGS } from './quote-vocabulary.js';
import { answers } from './quote-words.js';

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
/** A pack's multiple is less sure than the size written as the product has it. */
const PACK_PENALTY = 0.05;

/** A fitting for a pipe the line does not name ('PPR 25mm' is the pipe): a little less sure. */
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
  private readonly skus: Map<string, number>;
  private readonly nameWords: string[][];
  private readonly sizes: Map<string, Set<string>>[];
  private readonly measures: Set<string>[];
  /** The products as the brands rule reads them. */
  private readonly shelf: Shelf;
  /** What each line word finds, worked out once per word. */
  private readonly lookup: WordLookup;

  /** A matcher made at once (tests, the bench); the server makes its own with `build`. */
  constructor(products: readonly MatchableProduct[], index?: MatcherIndex) {
    this.size = products.length;
    let made = index;
    if (!made) {
      const steps = indexSteps(products);
      let step = steps.next();
      while (!step.done) step = steps.next();
      made = step.value;
    }
    ({
      skus: this.skus,
      nameWords: this.nameWords,
      sizes: this.sizes,
      measures: this.measures,
    } = made);
    this.lookup = new WordLookup(made);
    this.shelf = shelfOf(products, this.nameWords);
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
    return this.lookup.knownWords();
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
      this.lookup.expand(word);
    }
    for (const line of lines) {
      await breathe();
      if (enough()) return;
      this.match(line);
    }
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
    const words = this.lookup.lineWords(read);
    if (words.length === 0) return { product: null, alternatives: [] };

    const found = words.map((w) => this.lookup.expand(w));
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
        if (!hit && kind && packsIn(measures, sizes, word) !== null) {
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
    const firm = (c: Candidate) =>
      !c.conflict && c.score >= SURE_SCORE && c.matched >= Math.min(2, words.length - c.quantities);
    const sure =
      best !== undefined && firm(best) && (!second || best.final - second.final >= SURE_MARGIN);
    const alternatives = candidates
      .filter((c) => c.score >= ALTERNATIVE_SCORE && (!sure || c !== best))
      .slice(0, ALTERNATIVES_MAX)
      .map((c) => c.position);
    if (sure) return { product: best.position, alternatives };
    // Products as sure as the best but for the margin: one item in several brands, or a tie.
    const near = candidates.filter((c) => best!.final - c.final < SURE_MARGIN && firm(c));
    const brands = brandsOf(
      near.map((c) => c.position),
      words,
      this.shelf,
    );
    return brands ? { product: null, alternatives, brands } : { product: null, alternatives };
  }

  /**
   * The weight (kg) one of a counted product holds, when it is a bag or roll a line may count in
   * kilos or tonnes ('25kg' for binding wire sold by the roll), else null.
   */
  packOf(position: number): number | null {
    return packOf(this.measures[position]!, this.sizes[position]!);
  }

  /**
   * The litres one of a counted product holds, when it is a tin of one stated volume ('Paint
   * Thinner 1L'), else null.
   */
  tinOf(position: number): number | null {
    return tinOf(this.measures[position]!, this.sizes[position]!);
  }
}
