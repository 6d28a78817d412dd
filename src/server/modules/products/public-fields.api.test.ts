import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product, PublicProduct } from '#shared/product.schema.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  jsonOf,
  type TestApp,
} from '../../test/harness.js';
import { sendForm } from '../media/media.test-helpers.js';

// Who supplies a product, at what number, and when the shop reorders it are the shop's business.
// An outside scan read them from GET /api/products/{id} without a token (and from the product
// page's data). Public answers leave them out; the admin API keeps them.

const SUPPLIER = 'Secret Supplies Ltd';
const CONTACT = '+254799111222';

describe(`staff-only product fields stay off public answers (${dialectUnderTest})`, () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUserWithSession>>;
  let id: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUserWithSession(t, 'admin');
    const created = await sendForm(
      t.app,
      'POST',
      '/api/products',
      [
        { name: 'sku', value: 'TANK-5000' },
        { name: 'name', value: 'Water Tank 5000L' },
        { name: 'category', value: 'Plumbing' },
        { name: 'unit', value: 'piece' },
        { name: 'price', value: '45000' },
        { name: 'stock', value: '3' },
        { name: 'reorderLevel', value: '77' },
        { name: 'supplierName', value: SUPPLIER },
        { name: 'supplierContact', value: CONTACT },
      ],
      admin.auth,
    );
    id = jsonOf(created, 201)._id;
  });
  afterAll(async () => t.close());

  const leaks = (body: string) =>
    [SUPPLIER, CONTACT, 'reorderLevel', 'supplier'].filter((text) => body.includes(text));

  it('leaves them out of every public GET answer', async () => {
    const urls = [
      '/api/products',
      '/api/products?q=tank',
      `/api/products?ids=${id}`,
      '/api/products?category=Plumbing&sort=price-asc',
      `/api/products/${id}`,
    ];
    // And every other public GET route in the table, with the product's id for any parameter.
    for (const route of t.app.routePolicies)
      if (route.method === 'GET' && route.policy === 'public')
        urls.push(route.url.replace(/:\w+/g, id));
    for (const url of new Set(urls)) {
      // Twice: the second answer comes from the prepared cache.
      for (const round of [1, 2]) {
        const res = await t.app.inject({ url });
        expect(leaks(res.body), `${url} (${round}) -> ${res.statusCode}`).toEqual([]);
      }
    }
    const one = jsonOf(await t.app.inject({ url: `/api/products/${id}` }), 200);
    expect(PublicProduct.strict().parse(one)).toMatchObject({ name: 'Water Tank 5000L', stock: 3 });
  });

  it('keeps them on the admin API, for admins only', async () => {
    const url = `/api/admin/products/${id}`;
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const user = await createUserWithSession(t, 'user');
    expect((await t.app.inject({ url, headers: user.auth })).statusCode).toBe(403);
    const full = Product.parse(jsonOf(await t.app.inject({ url, headers: admin.auth }), 200));
    expect(full).toMatchObject({
      reorderLevel: 77,
      supplier: { name: SUPPLIER, contact: CONTACT },
    });
    expect(
      (await t.app.inject({ url: '/api/admin/products/nope', headers: admin.auth })).statusCode,
    ).toBe(404);
  });
});
