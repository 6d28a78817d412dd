import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CataloguePage } from '#shared/catalogue-query.js';
import type { ProductVariants } from '#shared/variant.schema.js';
import { catalogueChanged } from '../../lib/catalogue-events.js';
import { barUnit, insertProduct, tonneOfY12 } from '../../test/builders.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  type TestApp,
} from '../../test/harness.js';

// A product sold in several variants as crawlers and cards see it (DESIGN decision 44): one Offer
// per active variant at its own address in the JSON-LD, and 'from' the lowest price on cards.

let t: TestApp;
let admin: { authorization: string };
const SHOP = 'https://shop.example.co.ke';
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'offers-web-'));
fs.writeFileSync(
  path.join(webRoot, 'index.html'),
  `<!doctype html><html><head><meta charset="UTF-8" /><title>generic</title>
    <!--site-info-->
  </head><body><div id="root"></div></body></html>`,
);

beforeAll(async () => {
  t = await createTestApp({ webRoot, env: { PUBLIC_URL: `${SHOP}/` } });
  admin = (await createUserWithSession(t, 'admin')).auth;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

async function steelBars(prefix: string, prices: [number, number, number], y20Active = false) {
  const id = await insertProduct(t.db, { name: `Deformed bar ${prefix}`, unit: 'bar' });
  return { id, variants: await sellInBars(id, prefix, prices, y20Active) };
}

/** Gives a product the sizes Y8, Y12 and Y16 at these prices, and Y20 (KSh 100) inactive. */
async function sellInBars(
  id: string,
  prefix: string,
  prices: [number, number, number],
  y20Active = false,
) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/products/${id}/variants`,
    headers: admin,
    payload: {
      options: [{ name: 'Size', values: ['Y8', 'Y12', 'Y16', 'Y20'] }],
      variants: [
        {
          options: { Size: 'Y8' },
          sku: `${prefix}-Y8`,
          price: prices[0],
          stockUnit: 'bar',
          sellUnits: [barUnit(prices[0])],
        },
        {
          options: { Size: 'Y12' },
          sku: `${prefix}-Y12`,
          price: prices[1],
          stockUnit: 'bar',
          sellUnits: [barUnit(prices[1]), tonneOfY12(105_500)],
        },
        {
          options: { Size: 'Y16' },
          sku: `${prefix}-Y16`,
          price: prices[2],
          stockUnit: 'bar',
          sellUnits: [barUnit(prices[2])],
        },
        {
          options: { Size: 'Y20' },
          sku: `${prefix}-Y20`,
          price: 100,
          stockUnit: 'bar',
          active: y20Active,
          sellUnits: [barUnit(100)],
        },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProductVariants>().variants;
}

function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
  );
}

describe(`a product's variants for crawlers and cards (${dialectUnderTest})`, () => {
  it('lists one Offer per active variant, each at its own address, in an AggregateOffer', async () => {
    const { id, variants } = await steelBars('JL', [560, 1150, 2050]);
    // Y16 has nothing on the shelf: a new variant counts from zero.
    for (const v of variants.slice(0, 2))
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/variants/${v._id}/stock`,
        headers: admin,
        payload: { kind: 'receipt', quantity: '50' },
      });

    for (const base of [`/products/${id}`, `/sw/products/${id}`]) {
      const res = await t.app.inject({ method: 'GET', url: `${base}?v=${variants[1]!._id}` });
      expect(res.statusCode, base).toBe(200);
      const [product] = jsonLdOf(res.body);
      expect(product, base).toMatchObject({
        '@type': 'Product',
        offers: {
          '@type': 'AggregateOffer',
          priceCurrency: 'KES',
          lowPrice: 560,
          highPrice: 2050,
          offerCount: 3,
        },
      });
      const offers = (product!.offers as { offers: Array<Record<string, unknown>> }).offers;
      expect(offers.map((o) => [o.sku, o.price, o.availability, o.url, o.priceCurrency])).toEqual([
        ['JL-Y8', 560, 'https://schema.org/InStock', `${SHOP}${base}?v=${variants[0]!._id}`, 'KES'],
        [
          'JL-Y12',
          1150,
          'https://schema.org/InStock',
          `${SHOP}${base}?v=${variants[1]!._id}`,
          'KES',
        ],
        [
          'JL-Y16',
          2050,
          'https://schema.org/OutOfStock',
          `${SHOP}${base}?v=${variants[2]!._id}`,
          'KES',
        ],
      ]);
    }
  });

  it('keeps the one Offer of a product sold in one variant, now with its SKU', async () => {
    const id = await insertProduct(t.db, { sku: 'CEM-1', name: 'Cement one', price: 780 });
    const res = await t.app.inject({ method: 'GET', url: `/products/${id}?v=whatever` });
    const [product] = jsonLdOf(res.body);
    expect(product!.offers).toEqual({
      '@type': 'Offer',
      url: `${SHOP}/products/${id}`,
      sku: 'CEM-1',
      priceCurrency: 'KES',
      price: 780,
      availability: 'https://schema.org/InStock',
      seller: { '@type': 'Organization', name: expect.any(String) as string },
    });
  });

  it("gives cards 'from' the lowest price and its unit only when the variants differ in price", async () => {
    const differ = await steelBars('FR', [780, 1150, 2050]);
    const same = await steelBars('SM', [900, 900, 900]);
    const single = await insertProduct(t.db, { name: 'Single cement', price: 760 });
    const ids = [differ.id, same.id, single].join(',');
    for (const url of [`/api/products?ids=${ids}`, `/api/products?ids=${ids}&page=1`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const items = new Map(res.json<CataloguePage>().items.map((p) => [p._id, p]));
      expect(items.get(differ.id)?.priceFrom, url).toEqual({ price: 780, unit: 'bar' });
      // The inactive Y20 (KSh 100) is not sold, so all alike still reads as one price.
      expect(items.get(same.id)?.priceFrom, url).toBeUndefined();
      expect(items.get(single)?.priceFrom, url).toBeUndefined();
      expect(items.get(single)?.price, url).toBe(760);
    }
  });
  it("reads 'from' on a card already shown once its product gains variants that differ", async () => {
    const id = await insertProduct(t.db, { name: 'Deformed bar later', unit: 'bar', price: 900 });
    catalogueChanged(t.app);
    const url = `/api/products?ids=${id}&page=1`;
    const card = async () => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      return res.json<CataloguePage>().items[0]!;
    };
    expect((await card()).priceFrom).toBeUndefined();
    await sellInBars(id, 'LT', [610, 880, 1200]);
    expect((await card()).priceFrom).toEqual({ price: 610, unit: 'bar' });
  });
});
