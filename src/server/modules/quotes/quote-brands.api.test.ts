import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest, jsonOf, type TestApp } from '../../test/harness.js';
import { insertProduct } from '../../test/builders.js';

// Decision 117 (issue 40 item 3a): a generic line for an item the shop stocks in several brands
// gets the cheapest of them by today's final price, the others offered first; a line that names
// a brand keeps it, and a product sold by the metre takes the metres written as its quantity.

describe(`matching one of several brands (${dialectUnderTest})`, () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  let ip = 0;
  const match = async (text: string) => {
    ip += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quotes/match',
      payload: { text },
      remoteAddress: `10.62.0.${ip}`,
    });
    return jsonOf<{
      lines: {
        quantity: number;
        product: { _id: string; price: number } | null;
        alternatives: { _id: string }[];
      }[];
    }>(res, 200).lines;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const cement = { category: 'Cement', unit: 'bag', size: '50kg' } as const;
    // Bamburi is dearer by its list price and cheaper once its discount is taken off.
    ids.bamburi = await insertProduct(t.db, {
      ...cement,
      sku: 'CEM-BAM',
      name: 'Bamburi Power Plus Cement 42.5',
      brand: 'Bamburi',
      price: 800,
      discount: 10,
    });
    ids.savannah = await insertProduct(t.db, {
      ...cement,
      sku: 'CEM-SAV',
      name: 'Savannah Cement 32.5R',
      brand: 'Savannah',
      price: 760,
    });
    ids.timber = await insertProduct(t.db, {
      sku: 'TMB-2X4',
      name: 'Cypress Timber 2x4',
      category: 'Timber',
      unit: 'meter',
      price: 120,
    });
  });
  afterAll(async () => t.close());

  it('gives a generic cement line the cheapest brand today, and offers the other', async () => {
    const [generic, swahili, named] = await match(
      'cement 50 bags\nsimiti mifuko 20\nsavannah cement 10',
    );
    expect(generic!.product).toMatchObject({ _id: ids.bamburi, price: 720 });
    expect(generic!.quantity).toBe(50);
    expect(generic!.alternatives[0]!._id).toBe(ids.savannah);
    expect(swahili!.product?._id).toBe(ids.bamburi);
    expect(named!.product?._id).toBe(ids.savannah);
  });

  it('reads the metres written of timber sold by the metre as its quantity', async () => {
    const lines = await match('timber 2x4 120m\nmbao 2x4 mita 60');
    expect(lines.map((l) => [l.product?._id, l.quantity])).toEqual([
      [ids.timber, 120],
      [ids.timber, 60],
    ]);
  });
});
