import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  jsonOf,
  type TestApp,
} from '../../test/harness.js';
import { sendForm, type FormPart } from '../media/media.test-helpers.js';
import { onCatalogueChanged } from '../../lib/catalogue-events.js';
import { QuoteCatalogue } from './quote-catalogue.js';
import { matchableProductRows } from '../products/product.service.js';

// The quote matcher is made ahead of need from the real database after a product write through
// the admin API (docs/decisions/097-quote-matching.md), reading the catalogue in slices.

describe(`the quote catalogue on the database (${dialectUnderTest})`, () => {
  let t: TestApp;
  let admin: { authorization: string };
  let ip = 0;

  const product = (sku: string, name: string, price = '950'): FormPart[] =>
    Object.entries({
      sku,
      name,
      category: 'Cement',
      unit: 'piece',
      price,
      stock: '40',
      status: 'In Stock',
      tags: '[]',
    }).map(([field, value]) => ({ name: field, value }));

  const match = async (text: string) => {
    ip += 1;
    return jsonOf<{ lines: { product: { name: string; price: number } | null }[] }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/quotes/match',
        payload: { text },
        headers: { 'x-forwarded-for': `10.71.0.${ip}` },
      }),
      200,
    );
  };

  async function until(done: () => boolean, ms = 5000): Promise<void> {
    const start = Date.now();
    while (!done()) {
      if (Date.now() - start > ms) throw new Error('Waited too long.');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createUserWithSession(t, 'admin')).auth;
    for (const [sku, name] of [
      ['QC-1', 'Bamburi Power Plus Cement 42.5'],
      ['QC-2', 'Y12 Deformed Steel Bar 12m'],
      ['QC-3', 'Mabati Box Profile Gauge 30'],
    ] as const)
      jsonOf(await sendForm(t.app, 'POST', '/api/products', product(sku, name), admin), 201);
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads every product in id order, a slice at a time', async () => {
    const whole = await matchableProductRows(t.db, null, 10_000);
    expect(whole.length).toBeGreaterThanOrEqual(3);
    const sliced = [];
    for (;;) {
      const slice = await matchableProductRows(t.db, sliced.at(-1)?.id ?? null, 2);
      sliced.push(...slice);
      if (slice.length < 2) break;
    }
    expect(sliced).toEqual(whole);
  });

  it('makes the matcher after a product write, before any request asks for it', async () => {
    const catalogue = QuoteCatalogue.of(t.db, () => true);
    onCatalogueChanged(t.app, () => catalogue.changed());
    try {
      jsonOf(
        await sendForm(
          t.app,
          'POST',
          '/api/products',
          product('QC-4', 'Kenblest Hollow Block 6 inch'),
          admin,
        ),
        201,
      );
      await until(() => catalogue.made === 1);
      const { matcher, rows } = await catalogue.current();
      expect(catalogue.made).toBe(1);
      const found = matcher.match('hollow blocks 6"').product;
      expect(found === null ? null : rows[found]!.sku).toBe('QC-4');

      // A price change keeps the words: the same matcher, the new price.
      const id = rows[found!]!.id;
      jsonOf(
        await t.app.inject({
          method: 'PATCH',
          url: `/api/products/${id}`,
          headers: admin,
          payload: { price: 990 },
        }),
        200,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const after = await catalogue.current();
      expect(after.matcher).toBe(matcher);
      expect(after.rows.find((r) => r.id === id)!.price).toBe(990);
    } finally {
      catalogue.close();
    }
  });

  it('answers a list with a product written a moment ago, at its new price', async () => {
    jsonOf(
      await sendForm(t.app, 'POST', '/api/products', product('QC-5', 'Gate Valve 1 inch'), admin),
      201,
    );
    const first = await match('gate valve 1" x 2');
    expect(first.lines[0]!.product).toMatchObject({ name: 'Gate Valve 1 inch', price: 950 });
  });
});
