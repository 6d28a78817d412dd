import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CataloguePage } from '#shared/catalogue-query.js';
import { Product, PublicProduct, PublicProductList } from '#shared/product.schema.js';
import { buildApp } from '../../app.js';
import { connect } from '../../db/connect.js';
import { newId } from '../../lib/ids.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  type TestApp,
} from '../../test/harness.js';
import { multipart, type FormPart } from '../media/media.test-helpers.js';
import { catalogueChanged } from '../../lib/catalogue-events.js';
import type { ProductValues } from '#shared/product-fields.js';
import { productFields } from '../../test/builders.js';
import { insertProductRow } from './product.repository.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUserWithSession>>;

const base = productFields();

// Created one minute apart in this order, so 'newest' lists them backwards.
const seed: Partial<ProductValues>[] = [
  {
    sku: 'ROOF-30',
    name: 'Iron Sheet Gauge 30',
    category: 'Roofing',
    brand: 'Mabati Rolling Mills',
    price: 950,
    location: 'Athi River',
    tags: ['roofing'],
  },
  {
    sku: 'ROOF-28',
    name: 'Box Profile Roofing Sheet',
    category: 'Roofing',
    brand: 'Safal',
    price: 1200,
    location: 'Athi River',
  },
  {
    sku: 'CEM-50',
    name: 'Bamburi Cement 50kg',
    category: 'Cement',
    brand: 'Bamburi',
    price: 850,
    location: 'Athi River',
    tags: ['building'],
  },
  {
    sku: 'CEM-25',
    name: 'Savannah Cement 25kg',
    category: 'Cement',
    brand: 'Savannah',
    price: 480,
    location: 'Kitengela',
  },
  {
    sku: 'PNT-4L',
    name: 'Crown Silk Vinyl 4L',
    category: 'Paints',
    brand: 'Crown',
    price: 3200,
    location: 'Kitengela',
    tags: ['paint', 'interior'],
  },
  {
    sku: 'NAIL-3',
    name: 'Wire Nails 3 inch',
    category: 'Fasteners',
    brand: null,
    price: 250,
    location: 'Athi River',
  },
  {
    sku: 'MISC-1',
    name: 'Builders Line',
    category: null as unknown as 'Cement',
    brand: null,
    price: null,
    location: null,
  },
  {
    sku: 'PIPE-1',
    name: 'PPR Pipe 20mm',
    category: 'Plumbing',
    brand: 'Kenpipe',
    price: 600000,
    location: 'Athi River',
    tags: ['water'],
  },
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUserWithSession(t, 'admin');
  const start = Date.parse('2026-01-01T08:00:00Z');
  for (const [i, p] of seed.entries())
    await insertProductRow(t.db, newId(), { ...base, ...p }, new Date(start + i * 60_000));
  catalogueChanged(t.app);
});
afterAll(async () => {
  await t.close();
});

async function page(query: string): Promise<CataloguePage> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return CataloguePage.parse(res.json());
}

const names = (p: CataloguePage) => p.items.map((i) => i.name);
const facet = (p: CataloguePage, f: keyof CataloguePage['facets']) =>
  Object.fromEntries(p.facets[f].map((c) => [c.value, c.count]));

describe(`catalogue queries (${dialectUnderTest})`, () => {
  it('without parameters answers the full list, newest first, as before', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(res.statusCode).toBe(200);
    const list = PublicProductList.parse(res.json());
    expect(list).toHaveLength(seed.length);
    expect(list[0]?.name).toBe('PPR Pipe 20mm');
  });

  it("finds 'Iron Sheet' and roofing sheets for the Swahili 'mabati', in any case", async () => {
    for (const q of ['mabati', 'MABATI', 'Mabati']) {
      const found = await page(`q=${q}`);
      expect(names(found)).toContain('Iron Sheet Gauge 30');
      expect(names(found)).toContain('Box Profile Roofing Sheet');
      expect(names(found)).not.toContain('Bamburi Cement 50kg');
    }
    expect(names(await page('q=saruji')).sort()).toEqual([
      'Bamburi Cement 50kg',
      'Savannah Cement 25kg',
    ]);
    expect(names(await page('q=rangi'))).toEqual(['Crown Silk Vinyl 4L']);
    expect(names(await page('q=misumari'))).toEqual(['Wire Nails 3 inch']);
    expect(names(await page('q=bomba'))).toEqual(['PPR Pipe 20mm']);
  });

  it('searches name, SKU, brand, category and tags; every word must match; ranks name matches first', async () => {
    expect(names(await page('q=cem-50'))).toEqual(['Bamburi Cement 50kg']);
    expect(names(await page('q=kenpipe'))).toEqual(['PPR Pipe 20mm']);
    expect(names(await page('q=interior'))).toEqual(['Crown Silk Vinyl 4L']);
    expect(names(await page('q=cement savannah'))).toEqual(['Savannah Cement 25kg']);
    expect(names(await page('q=sheets'))).toHaveLength(2);
    // 'roofing' is in the Box Profile's name but only in the Iron Sheet's category and tags.
    expect(names(await page('q=roofing'))[0]).toBe('Box Profile Roofing Sheet');
    const none = await page('q=zzzz');
    expect(none).toMatchObject({ items: [], total: 0 });
    expect(none.facets.category).toEqual([]);
  });

  it('filters by category, brand, location and max price, with missing values as Misc and Generic', async () => {
    expect(names(await page('category=Roofing')).sort()).toEqual([
      'Box Profile Roofing Sheet',
      'Iron Sheet Gauge 30',
    ]);
    expect(names(await page('category=Misc'))).toEqual(['Builders Line']);
    expect(names(await page('brand=Generic')).sort()).toEqual([
      'Builders Line',
      'Wire Nails 3 inch',
    ]);
    expect((await page('location=Kitengela')).total).toBe(2);
    const cheap = await page('maxPrice=900&sort=price-asc');
    expect(names(cheap)).toEqual([
      'Wire Nails 3 inch',
      'Savannah Cement 25kg',
      'Bamburi Cement 50kg',
    ]);
    // At the slider's top ('Any') everything passes, unpriced and dearer products too.
    expect((await page('maxPrice=500000')).total).toBe(seed.length);
    expect((await page('category=Cement&location=Kitengela')).total).toBe(1);
  });

  it('counts facets under the search and the other filters, each ignoring its own filter', async () => {
    const all = await page('page=1');
    expect(all.total).toBe(seed.length);
    expect(facet(all, 'category')).toEqual({
      Cement: 2,
      Fasteners: 1,
      Misc: 1,
      Paints: 1,
      Plumbing: 1,
      Roofing: 2,
    });
    expect(facet(all, 'brand')).toMatchObject({ Generic: 2, Bamburi: 1 });
    expect(facet(all, 'location')).toEqual({ 'Athi River': 5, Kitengela: 2 });

    const cement = await page('category=Cement');
    expect(cement.total).toBe(2);
    // The category facet still offers every category; brand and location count cement only.
    expect(facet(cement, 'category')).toMatchObject({ Cement: 2, Roofing: 2, Paints: 1 });
    expect(facet(cement, 'brand')).toEqual({ Bamburi: 1, Savannah: 1 });
    expect(facet(cement, 'location')).toEqual({ 'Athi River': 1, Kitengela: 1 });

    const searched = await page('q=mabati&location=Athi River');
    expect(facet(searched, 'category')).toEqual({ Roofing: 2 });
    expect(facet(searched, 'location')).toEqual({ 'Athi River': 2 });
  });

  it('sorts by newest, price both ways (unpriced last) and name, and pages with a stable total', async () => {
    expect(names(await page('sort=newest&pageSize=2'))).toEqual(['PPR Pipe 20mm', 'Builders Line']);
    const up = names(await page('sort=price-asc&pageSize=48'));
    expect(up[0]).toBe('Wire Nails 3 inch');
    expect(up.at(-1)).toBe('Builders Line');
    const down = names(await page('sort=price-desc&pageSize=48'));
    expect(down[0]).toBe('PPR Pipe 20mm');
    expect(down.at(-1)).toBe('Builders Line');
    expect(names(await page('sort=name&pageSize=3'))).toEqual([
      'Bamburi Cement 50kg',
      'Box Profile Roofing Sheet',
      'Builders Line',
    ]);

    const seen: string[] = [];
    for (let n = 1; n <= 3; n += 1) {
      const p = await page(`sort=name&pageSize=3&page=${n}`);
      expect(p).toMatchObject({ total: seed.length, page: n, pageSize: 3 });
      seen.push(...names(p));
    }
    expect(seen).toHaveLength(seed.length);
    expect(new Set(seen).size).toBe(seed.length);
    expect((await page('page=99')).items).toEqual([]);
    const defaults = await page('q=');
    expect(defaults).toMatchObject({ page: 1, pageSize: 24, total: seed.length });
  });

  it('answers 400 with a message for bad parameters', async () => {
    for (const query of [
      'pageSize=0',
      'pageSize=49',
      'page=0',
      'page=abc',
      'page=1.5',
      'sort=cheapest',
      'maxPrice=-5',
      'maxPrice=lots',
      'q=a&q=b',
      `q=${'x'.repeat(101)}`,
      `category=${'x'.repeat(161)}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_QUERY', message: expect.any(String) });
      expect(res.json<{ message: string }>().message.length).toBeGreaterThan(5);
    }
  });
});

function form(values: Record<string, string>): FormPart[] {
  return Object.entries({ category: 'Roofing', unit: 'piece', price: '700', ...values }).map(
    ([name, value]) => ({ name, value }),
  );
}

async function save(method: 'POST' | 'PUT', url: string, values: Record<string, string>) {
  const body = multipart(form(values));
  const res = await t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...admin.auth },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return Product.parse(res.json());
}

describe(`search and caches follow writes (${dialectUnderTest})`, () => {
  it('search is kept in step with create, update and delete', async () => {
    const created = await save('POST', '/api/products', {
      sku: 'TNK-1',
      name: 'Roto Water Tank 1000L',
    });
    expect(names(await page('q=tangi'))).toEqual(['Roto Water Tank 1000L']);
    await save('PUT', `/api/products/${created._id}`, {
      sku: 'TNK-1',
      name: 'Kentank Cistern 1000L',
    });
    expect(names(await page('q=tangi'))).toEqual([]);
    expect(names(await page('q=cistern'))).toEqual(['Kentank Cistern 1000L']);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${created._id}`,
      headers: admin.auth,
    });
    expect(del.statusCode).toBe(200);
    expect(names(await page('q=cistern'))).toEqual([]);
  });

  it('revalidation with the ETag answers 304; a write changes the answer and its ETag', async () => {
    for (const url of ['/api/products', '/api/products?category=Roofing']) {
      const first = await t.app.inject({ method: 'GET', url });
      expect(first.headers['cache-control']).toBe('public, no-cache');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^".+"$/);
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
    const url = '/api/products?category=Roofing';
    const before = await t.app.inject({ method: 'GET', url });
    const made = await save('POST', '/api/products', {
      sku: 'ROOF-X',
      name: 'Clear Roofing Sheet',
    });
    const after = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(names(CataloguePage.parse(after.json()))).toContain('Clear Roofing Sheet');

    const one = await t.app.inject({ method: 'GET', url: `/api/products/${made._id}` });
    expect(PublicProduct.parse(one.json()).price).toBe(700);
    await save('PUT', `/api/products/${made._id}`, {
      sku: 'ROOF-X',
      name: 'Clear Roofing Sheet',
      price: '750',
    });
    const changed = await t.app.inject({
      method: 'GET',
      url: `/api/products/${made._id}`,
      headers: { 'if-none-match': String(one.headers.etag) },
    });
    expect(changed.statusCode).toBe(200);
    expect(PublicProduct.parse(changed.json()).price).toBe(750);
  });

  it('sends the prepared bytes compressed when the browser accepts it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/products?pageSize=48',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const gz = await t.app.inject({
      method: 'GET',
      url: '/api/products?pageSize=48',
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const zlib = await import('node:zlib');
    const body = JSON.parse(zlib.gunzipSync(gz.rawPayload).toString()) as unknown;
    expect(CataloguePage.parse(body).total).toBeGreaterThan(5);
  });

  it.runIf(dialectUnderTest === 'postgres')(
    'a write on one app server drops the cached answers of another on the same database',
    async () => {
      const second = await buildApp({
        config: t.config,
        db: connect(t.config.database),
        clock: t.clock,
        logger: false,
        webRoot: '/nonexistent',
      });
      await second.ready();
      try {
        await waitFor(() => second.catalogueSync?.live === true);
        const ask = async () =>
          CataloguePage.parse(
            (await second.inject({ method: 'GET', url: '/api/products?q=wheelbarrow' })).json(),
          ).total;
        expect(await ask()).toBe(0);
        // A row written behind the app's back is not seen: the second server answers from cache.
        await insertProductRow(
          t.db,
          newId(),
          { ...base, sku: 'WB-0', name: 'Wheelbarrow Light' },
          t.clock.now(),
        );
        expect(await ask()).toBe(0);
        await save('POST', '/api/products', {
          sku: 'WB-1',
          name: 'Wheelbarrow Heavy Duty',
          category: 'Tools',
        });
        await waitFor(async () => (await ask()) === 2);
      } finally {
        await second.close();
      }
    },
  );
});

async function waitFor(check: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('condition not met within 2 s');
}
