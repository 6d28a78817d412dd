import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  type TestApp,
} from '../../test/harness.js';
import { sendForm } from '../media/media.test-helpers.js';
import { ProductInput } from '#shared/product.schema.js';
import { newId } from '../../lib/ids.js';
import { onCatalogueChanged } from '../../lib/catalogue-events.js';
import { insertProductRow } from './product.repository.js';

describe(`quick price and stock edits (${dialectUnderTest})`, () => {
  let t: TestApp;
  let admin: { authorization: string };
  let user: { authorization: string };
  let id: string;
  let changes = 0;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createUserWithSession(t, 'admin')).auth;
    user = (await createUserWithSession(t, 'user')).auth;
    onCatalogueChanged(t.app, () => (changes += 1));
    const values = {
      sku: 'MAB-30',
      name: 'Mabati gauge 30',
      category: 'Roofing',
      unit: 'piece',
      price: '950',
      stock: '40',
      reorderLevel: '10',
      tags: 'mabati, roofing',
    };
    const res = await sendForm(
      t.app,
      'POST',
      '/api/products',
      Object.entries(values).map(([name, value]) => ({ name, value })),
      admin,
    );
    expect(res.statusCode).toBe(201);
    id = res.json()._id;
  });
  afterAll(async () => t.close());

  const patch = (payload: unknown, headers: Record<string, string> = admin) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/products/${id}`,
      payload: payload as object,
      headers,
    });

  it('changes price and stock, keeps every other field, and tells the caches', async () => {
    const before = changes;
    const res = await patch({ price: 1010.5, stock: 35 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      price: 1010.5,
      stock: 35,
      reorderLevel: 10,
      name: 'Mabati gauge 30',
      tags: ['mabati', 'roofing'],
    });
    expect(changes).toBe(before + 1);
    const read = (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json();
    expect(read).toMatchObject({ price: 1010.5, stock: 35 });
  });

  it('accepts text numbers as a form sends them, and clears stock and discount with null', async () => {
    expect((await patch({ discount: '12.5', stock: '0' })).json()).toMatchObject({
      discount: 12.5,
      stock: 0,
    });
    expect((await patch({ discount: null, stock: null })).json()).toMatchObject({
      discount: null,
      stock: null,
    });
  });

  it.each([
    [{ price: -1 }, 'Price must be a number of 0 or more.'],
    [{ price: '' }, 'Price is required.'],
    [{ price: 'ten' }, 'Price must be a number of 0 or more.'],
    [{ stock: 2.5 }, 'Stock must be a whole number.'],
    [{ stock: -3 }, 'Stock must be between 0 and 10,000,000.'],
    [{ discount: 150 }, 'Discount must be between 0 and 100.'],
  ])('refuses %j with the product rules message', async (payload, message) => {
    const before = changes;
    const res = await patch(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'VALIDATION_ERROR' });
    expect(changes).toBe(before);
  });

  it('refuses other fields, empty bodies and non-JSON with 400', async () => {
    expect((await patch({ name: 'Renamed' })).statusCode).toBe(400);
    expect((await patch({})).statusCode).toBe(400);
    const text = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${id}`,
      payload: 'price=5',
      headers: { ...admin, 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
    const read = (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json();
    expect(read.name).toBe('Mabati gauge 30');
  });

  it('is for admins only and answers 404 for an unknown product', async () => {
    expect((await patch({ price: 1 }, {})).statusCode).toBe(401);
    expect((await patch({ price: 1 }, user)).statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/products/no-such-id',
      payload: { price: 1 },
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('changes the stock of a product the shop has not priced yet, and it stays unpriced', async () => {
    const unpriced = newId();
    await insertProductRow(
      t.db,
      unpriced,
      {
        ...ProductInput.parse({
          sku: 'TANK',
          name: 'Tank',
          category: 'Others',
          unit: 'piece',
          price: '1',
        }),
        price: null,
      },
      t.clock.now(),
    );
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${unpriced}`,
      payload: { stock: 6 },
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ stock: 6, price: null });
    const priced = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${unpriced}`,
      payload: { price: '' },
      headers: admin,
    });
    expect(priced.json().message).toBe('Price is required.');
  });
});
