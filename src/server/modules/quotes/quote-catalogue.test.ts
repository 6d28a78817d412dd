import { describe, expect, it } from 'vitest';
import { QuoteCatalogue, type QuoteCatalogueOptions } from './quote-catalogue.js';
import { QuoteMatcher, nextTurn } from './quote-matcher.js';
import { FIXTURE_CATALOGUE, FIXTURE_LISTS } from './quote-matching.fixture.js';
import type { MatchableRow } from '../products/product.service.js';

// The matcher is made ahead of need after a catalogue change, a slice at a time, once per burst
// of changes; a request during the making waits for it; a price change keeps the words.

function row(id: string, name: string, price = 1000): MatchableRow {
  return {
    id,
    sku: id,
    name,
    category: 'Cement',
    brand: null,
    size: null,
    tags: '[]',
    unit: 'piece',
    price,
    discount: null,
    status: 'In Stock',
  };
}

/** A catalogue over rows in memory, counting its reads; `gate` holds every pause until opened. */
function setUp(options: Partial<QuoteCatalogueOptions> = {}, cacheable = () => true) {
  const rows = [row('a1', 'Bamburi Cement 42.5'), row('a2', 'Binding Wire 25kg')];
  const reads: (string | null)[] = [];
  let open: (() => void) | null = null;
  let gated = false;
  const pause = async () => {
    if (gated) await new Promise<void>((resolve) => (open = resolve));
    await nextTurn();
  };
  const catalogue = new QuoteCatalogue(
    async (afterId, limit) => {
      reads.push(afterId);
      const sorted = [...rows].sort((x, y) => (x.id < y.id ? -1 : 1));
      return sorted.filter((r) => afterId === null || r.id > afterId).slice(0, limit);
    },
    cacheable,
    { prepareAfterMs: 5, sliceRows: 1, pause, ...options },
  );
  return {
    rows,
    reads,
    catalogue,
    gate: () => (gated = true),
    /** Opens the gate for good. */
    release: () => {
      gated = false;
      open?.();
    },
    /** Waits until a pause is held at the gate. */
    held: () => until(() => open !== null),
  };
}

async function until(done: () => boolean, ms = 2000): Promise<void> {
  const start = Date.now();
  while (!done()) {
    if (Date.now() - start > ms) throw new Error('Waited too long.');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

const matchedName = async (catalogue: QuoteCatalogue, item: string) => {
  const { matcher, rows } = await catalogue.current();
  const { product } = matcher.match(item);
  return product === null ? null : rows[product]!.name;
};

describe('the quote catalogue', () => {
  it('makes the matcher after a change without waiting for a request', async () => {
    const { catalogue, rows, reads } = setUp();
    expect(await matchedName(catalogue, 'binding wire')).toBe('Binding Wire 25kg');
    rows.push(row('a3', 'Hollow Block 6 inch'));
    catalogue.changed();
    await until(() => catalogue.made === 2);
    const readsBefore = reads.length;
    expect(await matchedName(catalogue, 'hollow block 6"')).toBe('Hollow Block 6 inch');
    expect(reads.length).toBe(readsBefore);
    expect(catalogue.made).toBe(2);
  });

  it('works out ahead the words the last matcher was asked', async () => {
    const { catalogue, rows } = setUp();
    const { matcher: first } = await catalogue.current();
    first.match('binding wire coil');
    rows.push(row('a3', 'Hollow Block 6 inch'));
    catalogue.changed();
    await until(() => catalogue.made === 2);
    const { matcher: next } = await catalogue.current();
    expect(next).not.toBe(first);
    expect(next.knownWords()).toEqual(expect.arrayContaining(['binding', 'wire', 'coil']));
  });

  it('makes one matcher for a burst of changes', async () => {
    const { catalogue, rows } = setUp({ prepareAfterMs: 20 });
    for (let i = 0; i < 5; i += 1) {
      rows.push(row(`b${i}`, `Gate Valve ${i + 1} inch`));
      catalogue.changed();
    }
    await until(() => catalogue.made === 1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(catalogue.made).toBe(1);
    expect(await matchedName(catalogue, 'gate valve 5 inch')).toBe('Gate Valve 5 inch');
  });

  it('lets requests that come during the making wait for it instead of starting another', async () => {
    const { catalogue, reads, gate, release, held } = setUp();
    gate();
    catalogue.changed();
    await held();
    const first = catalogue.current();
    const second = catalogue.current();
    expect(second).toBe(first);
    release();
    await Promise.all([first, second]);
    expect(catalogue.made).toBe(1);
    // Two rows, one a slice, and the empty slice that ends the reading: one reading in all.
    expect(reads).toEqual([null, 'a1', 'a2']);
  });

  it('gives up a making nobody waits for when the catalogue changes again', async () => {
    const { catalogue, rows, gate, release, held } = setUp();
    gate();
    catalogue.changed();
    await held();
    rows.push(row('a3', 'Hollow Block 6 inch'));
    catalogue.changed();
    release();
    await until(() => catalogue.made === 1);
    expect(await matchedName(catalogue, 'hollow block 6 inch')).toBe('Hollow Block 6 inch');
    expect(catalogue.made).toBe(1);
  });

  it('finishes a making a request waits for, and makes a new one for the next request', async () => {
    const { catalogue, rows, gate, release, held } = setUp();
    gate();
    const waiting = catalogue.current();
    await held();
    // Behind the slice being read: the making in progress does not see it.
    rows.push(row('a0', 'Hollow Block 6 inch'));
    catalogue.changed();
    release();
    const { rows: seen } = await waiting;
    expect(seen).toHaveLength(2);
    expect(await matchedName(catalogue, 'hollow block 6 inch')).toBe('Hollow Block 6 inch');
    expect(catalogue.made).toBe(2);
  });

  it('keeps the matcher when only prices changed, with the new prices', async () => {
    const { catalogue, rows } = setUp();
    const before = await catalogue.current();
    rows[0] = { ...rows[0]!, price: 1250 };
    catalogue.changed();
    const after = await catalogue.current();
    expect(after.matcher).toBe(before.matcher);
    expect(after.rows[0]!.price).toBe(1250);
    expect(catalogue.made).toBe(1);
  });

  it('keeps nothing and makes nothing ahead while other servers cannot be heard', async () => {
    let live = false;
    const { catalogue, rows, reads } = setUp({}, () => live);
    catalogue.changed();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(reads).toEqual([]);
    await catalogue.current();
    rows.push(row('a3', 'Hollow Block 6 inch'));
    // No change heard, yet the next request reads the catalogue again.
    expect(await matchedName(catalogue, 'hollow block 6 inch')).toBe('Hollow Block 6 inch');
    live = true;
    catalogue.changed();
    await until(() => catalogue.made === 2);
  });

  it('stops making ahead once closed', async () => {
    const { catalogue, reads } = setUp({ prepareAfterMs: 10 });
    catalogue.changed();
    catalogue.close();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(reads).toEqual([]);
  });
});

describe('a matcher made a slice at a time', () => {
  // Enough made-up products that making the index takes several slices of 8 ms.
  const products = [
    ...FIXTURE_CATALOGUE.map((p) => ({ ...p, id: p.sku, tags: [] })),
    ...Array.from({ length: 6000 }, (_, i) => ({
      id: `B-${i}`,
      sku: `B-${i}`,
      name: `Brand${i % 40} Wire Nails ${6 + (i % 97)} Model ${i}`,
      category: 'Fasteners',
      brand: `Brand${i % 40}`,
      size: String(6 + (i % 97)),
      tags: [],
    })),
  ];

  it('lets the event loop in while it is made and matches as one made at once', async () => {
    let pauses = 0;
    let ticks = 0;
    const ticking = setInterval(() => (ticks += 1), 0);
    const sliced = await QuoteMatcher.build(products, async () => {
      pauses += 1;
      await new Promise((resolve) => setTimeout(resolve, 1));
    });
    clearInterval(ticking);
    expect(pauses).toBeGreaterThan(1);
    expect(ticks).toBeGreaterThan(0);
    const whole = new QuoteMatcher(products);
    const lines = FIXTURE_LISTS.flatMap((list) => list.lines.map((l) => l.line));
    expect(lines.map((l) => sliced.match(l))).toEqual(lines.map((l) => whole.match(l)));
  });
});
