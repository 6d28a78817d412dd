import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CataloguePage,
  IDS_MAX,
  parseCatalogueQuery,
  type CatalogueQuery,
} from '#shared/catalogue-query.js';
import { PublicProduct } from '#shared/product.schema.js';
import { buildApp } from '../../app.js';
import { connect } from '../../db/connect.js';
import { newId } from '../../lib/ids.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  type TestApp,
} from '../../test/harness.js';
import { catalogueChanged } from '../../lib/catalogue-events.js';
import { CatalogueMemory, cataloguePage } from './catalogue.service.js';
import { productFields } from '../../test/builders.js';
import { insertProductRow } from './product.repository.js';

// The catalogue answers from memory (docs/decisions/046-catalogue-index.md) must be exactly what the database alone
// answers: the same products, in the same order (ties included), with the same counts.

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUserWithSession>>;
const ids: string[] = [];

const base = productFields({ category: null as unknown as 'Cement' });

const CATEGORIES = ['Cement', 'Roofing', 'Misc', null, 'Paints'];
const BRANDS = ['Bamburi', null, 'Generic', 'Safal'];
const LOCATIONS = ['Athi River', 'Kitengela', null];
// Few distinct names, prices and times, so every order has many ties to break.
const NAMES = [
  'Iron Sheet Gauge 30',
  'iron sheet gauge 30',
  'Cement 50kg',
  'Wire Nails',
  'Ämber Paint',
];
const PRICES = [500, 950, null, 500, 1200, 300];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUserWithSession(t, 'admin');
  const start = Date.parse('2026-02-01T08:00:00Z');
  for (let i = 0; i < 60; i += 1) {
    const id = newId();
    ids.push(id);
    await insertProductRow(
      t.db,
      id,
      {
        ...base,
        sku: `T-${i}`,
        name: NAMES[i % NAMES.length]!,
        category: CATEGORIES[i % CATEGORIES.length] as 'Cement',
        brand: BRANDS[i % BRANDS.length]!,
        location: LOCATIONS[i % LOCATIONS.length]!,
        price: PRICES[i % PRICES.length]!,
        tags: i % 2 ? ['roofing'] : [],
      },
      // Three products share each moment.
      new Date(start + Math.floor(i / 3) * 60_000),
    );
  }
  catalogueChanged(t.app);
});
afterAll(async () => {
  await t.close();
});

function query(text: string): CatalogueQuery {
  const parsed = parseCatalogueQuery(new URLSearchParams(text));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.query;
}

async function fromRoute(text: string): Promise<CataloguePage> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products?${text}` });
  expect(res.statusCode, res.body).toBe(200);
  return CataloguePage.parse(res.json());
}

async function fromSql(text: string): Promise<CataloguePage> {
  return CataloguePage.parse(
    JSON.parse(JSON.stringify(await cataloguePage(t.db, query(text)))) as unknown,
  );
}

describe(`catalogue from memory (${dialectUnderTest})`, () => {
  it('answers every sort, filter, search and page exactly as the database does, ties included', async () => {
    const filters = [
      '',
      'maxPrice=500',
      'maxPrice=0',
      'category=Misc',
      'category=Cement&brand=Generic',
      'brand=Generic&location=Athi River',
      'location=Kitengela&maxPrice=1000',
      'category=Nothing',
      'location=Nowhere',
      'q=sheet',
      'q=mabati&maxPrice=950',
      'q=roofing&category=Roofing',
      'q=zzzz',
      'q=!!!',
    ];
    let compared = 0;
    for (const filter of filters) {
      for (const sort of ['', 'newest', 'price-asc', 'price-desc', 'name', 'relevance']) {
        for (const paging of ['pageSize=7', 'pageSize=7&page=2', 'pageSize=7&page=5', 'page=3']) {
          const text = [filter, sort && `sort=${sort}`, paging].filter(Boolean).join('&');
          expect(await fromRoute(text), text).toEqual(await fromSql(text));
          compared += 1;
        }
      }
    }
    expect(compared).toBe(filters.length * 24);
    // The comparison is of real pages, not of two empty answers.
    expect((await fromRoute('sort=name&pageSize=48')).items).toHaveLength(48);
  });

  it('breaks ties by id: products of one moment, one price or one name come in id order', async () => {
    const newest = (await fromRoute('sort=newest&pageSize=3&page=20')).items;
    expect(new Set(newest.map((p) => p.createdAt)).size).toBe(1);
    expect(newest.map((p) => p._id)).toEqual([...newest.map((p) => p._id)].sort());

    const cheap = (await fromRoute('sort=price-asc&pageSize=48')).items.filter(
      (p) => p.price === 500,
    );
    expect(cheap.length).toBeGreaterThan(5);
    expect(cheap.map((p) => p._id)).toEqual([...cheap.map((p) => p._id)].sort());

    // 'Iron Sheet…' and 'iron sheet…' are one name to the sort.
    const byName = (await fromRoute('sort=name&pageSize=48&page=1')).items.concat(
      (await fromRoute('sort=name&pageSize=48&page=2')).items,
    );
    const sheets = byName.filter((p) => p.name.toLowerCase() === 'iron sheet gauge 30');
    expect(sheets).toHaveLength(24);
    expect(sheets.map((p) => p._id)).toEqual([...sheets.map((p) => p._id)].sort());
  });

  it('asks for products by id: only those, at most one page of them, bad lists refused', async () => {
    const some = [ids[3]!, ids[0]!, ids[41]!];
    const page = await fromRoute(`ids=${some.join(',')}&pageSize=48`);
    expect(page.items.map((p) => p._id).sort()).toEqual([...some].sort());
    expect(page.total).toBe(3);
    expect(page).toEqual(await fromSql(`ids=${some.join(',')}&pageSize=48`));
    // Unknown ids are simply not found; repeats count once.
    const missing = await fromRoute(`ids=${ids[5]},nosuchproduct,${ids[5]}`);
    expect(missing.items.map((p) => p._id)).toEqual([ids[5]]);
    // Filters and sorts apply to the listed products too.
    const filtered = await fromRoute(
      `ids=${ids.slice(0, 12).join(',')}&maxPrice=500&sort=price-desc`,
    );
    expect(filtered.items.every((p) => p.price !== null && p.price <= 500)).toBe(true);
    expect(filtered).toEqual(
      await fromSql(`ids=${ids.slice(0, 12).join(',')}&maxPrice=500&sort=price-desc`),
    );
    expect((await fromRoute(`ids=${ids.slice(0, IDS_MAX).join(',')}&pageSize=48`)).total).toBe(
      IDS_MAX,
    );

    for (const bad of [
      `ids=${ids.slice(0, IDS_MAX + 1).join(',')}`,
      'ids=abc,de%20f',
      'ids=abc,,def',
      `ids=${'x'.repeat(65)}`,
      'ids=a&ids=b',
      `ids=${encodeURIComponent('a;drop table products')}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/products?${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json(), bad).toEqual({ code: 'INVALID_QUERY', message: expect.any(String) });
    }
  });

  it('shows a write at once: a new price moves a product in the price sort and the price filter', async () => {
    const id = ids[10]!; // Cement: a category the product rules accept
    const before = await fromRoute('sort=price-desc&pageSize=1');
    expect(before.items[0]?.price).toBe(1200);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${id}`,
      payload: { price: 99_000 },
      headers: admin.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await fromRoute('sort=price-desc&pageSize=1');
    expect(after.items[0]).toMatchObject({ _id: id, price: 99_000 });
    expect((await fromRoute('maxPrice=98000&pageSize=48')).items.map((p) => p._id)).not.toContain(
      id,
    );
    expect(after).toEqual(await fromSql('sort=price-desc&pageSize=1'));
  });

  it('does not keep an index that was being made while the catalogue changed', async () => {
    const memory = new CatalogueMemory(t.db);
    const making = memory.current();
    const id = newId();
    await insertProductRow(
      t.db,
      id,
      { ...base, sku: 'LATE-1', name: 'Late Arrival Ladder', price: 10 },
      t.clock.now(),
    );
    memory.changed();
    await making;
    const page = JSON.parse(String((await memory.page(query(`ids=${id}`))).text)) as CataloguePage;
    expect(page.items.map((p) => p.name)).toEqual(['Late Arrival Ladder']);
    catalogueChanged(t.app);
  });
});

async function waitFor(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('condition not met within 2 s');
}

describe.runIf(dialectUnderTest === 'postgres')('several app servers (postgres)', () => {
  it("a write on one server shows in another's filters, sorts and counts", async () => {
    const second = await buildApp({
      config: t.config,
      db: connect(t.config.database),
      clock: t.clock,
      logger: false,
      webRoot: '/nonexistent',
    });
    await second.ready();
    try {
      await waitFor(async () => second.catalogueSync?.live === true);
      const ask = async (text: string) =>
        CataloguePage.parse(
          (await second.inject({ method: 'GET', url: `/api/products?${text}` })).json(),
        );
      // The second server has its index made and its answers kept.
      const cheapest = (await ask('sort=price-asc&pageSize=1')).items[0]!;
      const countBefore = (await ask('category=Paints')).total;
      const id = ids[20]!; // Cement, unpriced
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/products/${id}`,
        payload: { price: 1 },
        headers: admin.auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      await waitFor(async () => (await ask('sort=price-asc&pageSize=1')).items[0]?._id === id);
      expect(cheapest._id).not.toBe(id);
      expect((await ask('maxPrice=1')).items.map((p) => p._id)).toEqual([id]);

      const gone = (await ask('category=Paints&pageSize=1')).items[0]!;
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/products/${gone._id}`,
        headers: admin.auth,
      });
      expect(del.statusCode).toBe(200);
      await waitFor(async () => (await ask('category=Paints')).total === countBefore - 1);
      expect((await ask(`ids=${gone._id}`)).items).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('answers from the database alone while it cannot hear the other servers', async () => {
    const sync = t.app.catalogueSync!;
    expect(sync.live).toBe(true);
    await fromRoute('q=wheelbarrow');
    sync.live = false;
    try {
      await insertProductRow(
        t.db,
        newId(),
        { ...base, sku: 'WB-9', name: 'Wheelbarrow Behind The Back' },
        t.clock.now(),
      );
      expect((await fromRoute('q=wheelbarrow')).items.map((p) => p.name)).toEqual([
        'Wheelbarrow Behind The Back',
      ]);
    } finally {
      sync.live = true;
      catalogueChanged(t.app);
    }
  });
});

describe('ids come from the server', () => {
  it('ids of new products fit the ids parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${ids[0]}` });
    const product = PublicProduct.parse(res.json());
    expect(product._id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  });
});
