import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MovementList, StockChangeAnswer } from '#shared/stock.schema.js';
import { insertProduct } from '../../test/builders.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  type TestApp,
} from '../../test/harness.js';

// The variant's stock screen reads these answers: a count that changes nothing says so, and the
// history comes a page at a time.
describe(`a variant's stock screen answers (${dialectUnderTest})`, () => {
  let t: TestApp;
  let admin: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createUserWithSession(t, 'admin')).auth;
  });
  afterAll(async () => t.close());

  const firstVariant = async (productId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/products/${productId}` })).json().variants[0]
      ._id as string;
  const stock = async (variantId: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/variants/${variantId}/stock`,
      payload: body,
      headers: admin,
    });
  const history = async (variantId: string, query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/variants/${variantId}/movements${query}`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    return MovementList.parse(res.json());
  };

  it('answers no movement for a shelf count equal to the balance, and records none', async () => {
    const variant = await firstVariant(
      await insertProduct(t.db, { sku: 'CEM-50', unit: 'bag', stock: 40 }),
    );
    const same = await stock(variant, { kind: 'count', counted: '40' });
    expect(same.statusCode, same.body).toBe(200);
    expect(StockChangeAnswer.parse(same.json())).toMatchObject({ onHand: '40', movement: null });
    expect((await history(variant)).total).toBe(1);
  });

  it('pages the history newest first, with its total', async () => {
    const variant = await firstVariant(
      await insertProduct(t.db, { sku: 'NAILS-KG', unit: 'kg', stock: 0 }),
    );
    for (let i = 1; i <= 5; i++)
      expect((await stock(variant, { kind: 'receipt', quantity: String(i) })).statusCode).toBe(200);
    // The opening count (0) and five receipts: 1+2+3+4+5 = 15 kg.
    const first = await history(variant, '?page=1&pageSize=4');
    expect(first).toMatchObject({ total: 6, page: 1, pageSize: 4, onHand: '15' });
    expect(first.movements.map((m) => [m.kind, m.quantity, m.balance])).toEqual([
      ['receipt', '5', '15'],
      ['receipt', '4', '10'],
      ['receipt', '3', '6'],
      ['receipt', '2', '3'],
    ]);
    const second = await history(variant, '?page=2&pageSize=4');
    expect(second.movements.map((m) => [m.kind, m.quantity, m.balance])).toEqual([
      ['receipt', '1', '1'],
      ['count', '0', '0'],
    ]);
    // Without paging asked for, the answer is what it was: the newest ones.
    expect((await history(variant)).movements).toHaveLength(6);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/admin/variants/${variant}/movements?page=0`,
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);
  });
});
