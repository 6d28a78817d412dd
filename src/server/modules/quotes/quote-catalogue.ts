import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { SWAHILI_SYNONYMS } from '#shared/search-synonyms.js';
import { readEntries, unitsOfEntry, type QuoteEntry } from './quote-entries.js';
import { QuoteMatcher, nextTurn, type MatchableProduct } from './quote-matcher.js';
import { TRADE_WORDS } from './quote-vocabulary.js';

// The catalogue as the matcher sees it, kept by the app server (docs/decisions/097-quote-matching.md).
// Making the matcher at 20,000 products takes a few hundred milliseconds, so it is made ahead of
// need: shortly after each catalogue change (once the writes of a burst have settled) and when the
// server starts listening, a slice at a time so that requests keep being answered meanwhile. A
// request that comes while it is being made waits for that one instead of starting another. When
// a change only touched prices or stock (every order does), the words are the same and the last
// matcher is kept with the new rows.

export interface MatchingCatalogue {
  matcher: QuoteMatcher;
  rows: QuoteEntry[];
}

/**
 * One slice of the catalogue in product id order: the entries of the products after `afterId`
 * (from the start on null); a product with several variants gives one entry each.
 */
export type ReadSlice = (afterId: string | null, limit: number) => Promise<QuoteEntry[]>;

export interface QuoteCatalogueOptions {
  /** Quiet time after a change before the matcher is made ahead of need. */
  prepareAfterMs: number;
  /** Rows read per query. */
  sliceRows: number;
  /** Lets the event loop in between slices of work. */
  pause: () => Promise<void>;
}

/** Words the last matcher worked out that the next one works out ahead, at most. */
const WARM_WORDS_MAX = 1000;
/** Lines matched once by a new matcher, so that its code is warm: the shop's trade words. */
const WARM_LINES = [...Object.keys(SWAHILI_SYNONYMS), ...Object.keys(TRADE_WORDS)];

const DEFAULTS: QuoteCatalogueOptions = { prepareAfterMs: 200, sliceRows: 2000, pause: nextTurn };

/** A making nobody waits for, given up because the catalogue changed again. */
class Superseded extends Error {}

interface Making {
  promise: Promise<MatchingCatalogue>;
  /** The catalogue change it was started after. */
  generation: number;
  /** A request waits for it: it is finished even when the catalogue changes meanwhile. */
  wanted: boolean;
}

const tagsOf = (text: string): string[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
};

const matchable = (r: QuoteEntry): MatchableProduct => ({
  id: r.id,
  sku: r.sku,
  name: r.name,
  category: r.category,
  brand: r.brand,
  size: r.size,
  tags: tagsOf(r.tags),
  unit: r.unit,
  variantTitle: r.variantTitle ?? null,
  units: unitsOfEntry(r),
});

const unitsKey = (r: QuoteEntry) => unitsOfEntry(r).join(' ');

/** Whether two readings of the catalogue have the same products with the same words. */
function sameWords(a: readonly QuoteEntry[], b: readonly QuoteEntry[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i]!;
    const y = b[i]!;
    if (
      x.id !== y.id ||
      x.sku !== y.sku ||
      x.name !== y.name ||
      x.category !== y.category ||
      x.brand !== y.brand ||
      x.size !== y.size ||
      x.tags !== y.tags ||
      x.unit !== y.unit ||
      x.variantId !== y.variantId ||
      x.variantTitle !== y.variantTitle ||
      unitsKey(x) !== unitsKey(y)
    )
      return false;
  }
  return true;
}

export class QuoteCatalogue {
  private making: Making | null = null;
  /** The last matcher made, kept with new rows while the words stay the same. */
  private last: MatchingCatalogue | null = null;
  private generation = 0;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly options: QuoteCatalogueOptions;
  /** Matchers made so far (a kept one is not counted). */
  made = 0;

  constructor(
    private readonly read: ReadSlice,
    /** False while this server cannot hear other servers' changes: nothing is kept then. */
    private readonly cacheable: () => boolean,
    options: Partial<QuoteCatalogueOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  static of(db: Kysely<Database>, cacheable: () => boolean): QuoteCatalogue {
    return new QuoteCatalogue((afterId, limit) => readEntries(db, afterId, limit), cacheable);
  }

  /** The catalogue changed: drop what is kept and make it again once the writes settle. */
  changed(): void {
    this.generation += 1;
    this.making = null;
    this.prepareSoon();
  }

  /** Make the matcher after a quiet moment (a later change starts the wait again). */
  prepareSoon(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.closed || !this.cacheable()) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (!this.making) this.start().promise.catch(() => {});
    }, this.options.prepareAfterMs);
    this.timer.unref();
  }

  /** The matcher and rows for a request: the kept ones, the ones being made, or new ones. */
  current(): Promise<MatchingCatalogue> {
    if (this.closed || !this.cacheable()) return this.make(null);
    const making = this.making ?? this.start();
    making.wanted = true;
    return making.promise;
  }

  close(): void {
    this.closed = true;
    this.generation += 1;
    this.making = null;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private start(): Making {
    clearTimeout(this.timer);
    this.timer = undefined;
    const making: Making = {
      generation: this.generation,
      wanted: false,
      promise: Promise.resolve(null as never),
    };
    making.promise = this.make(making);
    this.making = making;
    // A failed attempt is tried again by the next request.
    making.promise.catch(() => {
      if (this.making === making) this.making = null;
    });
    return making;
  }

  /** Reads the catalogue and makes (or keeps) the matcher; gives up when superseded unwanted. */
  private async make(making: Making | null): Promise<MatchingCatalogue> {
    const { pause, sliceRows } = this.options;
    const goOn = async () => {
      await pause();
      if (making && !making.wanted && making.generation !== this.generation) throw new Superseded();
    };
    const rows: QuoteEntry[] = [];
    for (;;) {
      const slice = await this.read(rows.at(-1)?.id ?? null, sliceRows);
      for (const row of slice) rows.push(row);
      if (slice.length < sliceRows) break;
      await goOn();
    }
    const last = this.last;
    if (last && sameWords(last.rows, rows)) return (this.last = { matcher: last.matcher, rows });
    const matcher = await QuoteMatcher.build(rows.map(matchable), goOn);
    // What contractors asked the last matcher is likely asked again: the first list after a
    // change then costs what later ones do. Not while a request waits for this matcher.
    if (making) {
      const words = last?.matcher.knownWords().slice(-WARM_WORDS_MAX) ?? [];
      await matcher.warm(words, WARM_LINES, goOn, () => making.wanted);
    }
    this.made += 1;
    return (this.last = { matcher, rows });
  }
}
