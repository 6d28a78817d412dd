import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListAgain, SavedList } from '#shared/list.schema.js';
import { LISTS } from '#shared/list.schema.js';
import { countStock, insertProduct, y12BarAndTonne } from '../../test/builders.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  jsonOf,
  type TestApp,
} from '../../test/harness.js';

// Saved lists (DESIGN decision 55, docs/decisions/176-saved-lists.md): the cart or a past order
// kept under a name, with the exact quantity in its sell unit; put back at today's prices with
// every change named as 'Order again' names them; renamed and deleted; limited; and nobody ever
// reads or changes another's list (404 like an unknown one).

type Auth = { authorization: string };

describe(`saved lists (${dialectUnderTest})`, () => {
  let t: TestApp;
  let admin: Auth;
  let kamau: { id: string; auth: Auth };
  let otieno: { id: string; auth: Auth };
  let steel: string;
  let y12: string;
  let cement: string;
  let nails: string;
  let ip = 0;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    auth: Auth | null,
    payload?: object,
  ) => {
    ip += 1;
    return t.app.inject({
      method,
      url,
      remoteAddress: `10.55.${Math.floor(ip / 250)}.${ip % 250}`,
      headers: auth ?? {},
      ...(payload ? { payload } : {}),
    });
  };
  const save = (auth: Auth | null, payload: object) => call('POST', '/api/me/lists', auth, payload);

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createUserWithSession(t, 'admin')).auth;
    kamau = await createUserWithSession(t, 'user');
    otieno = await createUserWithSession(t, 'user');
    steel = await insertProduct(t.db, { name: 'Y12 deformed bar 12 m', unit: 'bar', price: 920 });
    const set = await call('PUT', `/api/products/${steel}/variants`, admin, y12BarAndTonne());
    expect(set.statusCode, set.body).toBe(200);
    y12 = set.json().variants[0]._id;
    const received = await call('POST', `/api/admin/variants/${y12}/stock`, admin, {
      kind: 'receipt',
      quantity: '500',
    });
    expect(received.statusCode, received.body).toBe(200);
    cement = await insertProduct(t.db, { name: 'Cement 50 kg', price: 800, stock: 100 });
    nails = await insertProduct(t.db, { name: 'Wire nails 3"', price: 250, stock: null });
  });
  afterAll(() => t.close());

  it('saves the cart with its variant, sell unit and exact quantity, and puts it back unchanged', async () => {
    const list = jsonOf<SavedList>(
      await save(kamau.auth, {
        name: '  Plot 12 roofing ',
        items: [
          { productId: steel, variantId: y12, unit: 'tonne', quantity: '2,5' },
          { productId: cement, quantity: '12' },
        ],
      }),
      201,
    );
    expect(list.name).toBe('Plot 12 roofing');
    expect(list.lines).toEqual([
      expect.objectContaining({
        productId: steel,
        variantId: y12,
        variantTitle: 'Y12',
        unit: 'tonne',
        quantity: '2.5',
        unitPrice: 170_000,
        stockUnit: 'bar',
      }),
      expect.objectContaining({ productId: cement, unit: 'bag', quantity: '12', unitPrice: 800 }),
    ]);
    const again = jsonOf<ListAgain>(
      await call('GET', `/api/me/lists/${list._id}/again`, kamau.auth),
      200,
    );
    expect(again).toMatchObject({ _id: list._id, name: 'Plot 12 roofing', changed: 0 });
    expect(again.lines.map((l) => [l.unit, l.quantity, l.nowPrice, l.addable])).toEqual([
      ['tonne', '2.5', 170_000, true],
      ['bag', '12', 800, true],
    ]);
    // 2.5 t is charged as 2.496 t (234 whole bars), exactly as the cart and the order charge it.
    expect(again.subtotal).toBe(424_320 + 12 * 800);
    const mine = jsonOf<{ items: SavedList[] }>(
      await call('GET', '/api/me/lists', kamau.auth),
      200,
    );
    expect(mine.items.map((l) => l.name)).toEqual(['Plot 12 roofing']);
  });

  it('refuses what the cart would refuse, and a name already used', async () => {
    const refused = async (payload: object, status: number) =>
      jsonOf<{ code: string }>(await save(kamau.auth, payload), status).code;
    expect(
      await refused(
        {
          name: 'x',
          items: [{ productId: steel, variantId: y12, unit: 'tonne', quantity: '0.2' }],
        },
        400,
      ),
    ).toBe('QTY_BELOW_MIN');
    expect(await refused({ name: 'x', items: [{ productId: 'gone', quantity: '1' }] }, 400)).toBe(
      'ITEM_UNKNOWN',
    );
    expect(
      await refused(
        { name: 'x', items: [{ productId: cement, unit: 'tonne', quantity: '1' }] },
        400,
      ),
    ).toBe('UNIT_NOT_SOLD');
    expect(await refused({ name: ' ', items: [{ productId: cement, quantity: '1' }] }, 400)).toBe(
      'VALIDATION_ERROR',
    );
    expect(await refused({ name: 'x', items: [] }, 400)).toBe('VALIDATION_ERROR');
    expect(
      await refused(
        { name: 'PLOT 12 ROOFING', items: [{ productId: cement, quantity: '1' }] },
        409,
      ),
    ).toBe('LIST_NAME_TAKEN');
    expect(
      (await save(null, { name: 'x', items: [{ productId: cement, quantity: '1' }] })).statusCode,
    ).toBe(401);
  });

  it('saves one of the customer’s orders, and names a price rise, a line no longer sold and short stock', async () => {
    const placed = await call('POST', '/api/orders', kamau.auth, {
      customerName: 'Kamau Contractors',
      phone: '0712345678',
      items: [
        { productId: cement, quantity: '10' },
        { productId: nails, quantity: '4' },
        { productId: steel, variantId: y12, unit: 'bar', quantity: '20' },
      ],
      delivery: { method: 'pickup' },
    });
    const reference = jsonOf<{ reference: string }>(placed, 201).reference;
    // Not another customer's order: the same 404 as an unknown one.
    expect(
      jsonOf<{ code: string }>(
        await save(otieno.auth, { name: 'Theirs', orderReference: reference }),
        404,
      ).code,
    ).toBe('ORDER_NOT_FOUND');
    const list = jsonOf<SavedList>(
      await save(kamau.auth, { name: 'Foundation', orderReference: reference.toLowerCase() }),
      201,
    );
    expect(list.lines.map((l) => [l.name, l.unit, l.quantity, l.unitPrice])).toEqual([
      ['Cement 50 kg', 'bag', '10', 800],
      ['Wire nails 3"', 'bag', '4', 250],
      ['Y12 deformed bar 12 m', 'bar', '20', 920],
    ]);

    const raised = await call('PATCH', `/api/products/${cement}`, admin, { price: 850 });
    expect(raised.statusCode, raised.body).toBe(200);
    await t.db
      .updateTable('products')
      .set({ status: 'Discontinued' })
      .where('id', '=', nails)
      .execute();
    await countStock(t.db, steel, 15);
    const again = jsonOf<ListAgain>(
      await call('GET', `/api/me/lists/${list._id}/again`, kamau.auth),
      200,
    );
    expect(again.changed).toBe(3);
    expect(
      again.lines.map((l) => [l.name, l.changes, l.thenPrice, l.nowPrice, l.onHand, l.addable]),
    ).toEqual([
      ['Cement 50 kg', ['price-up'], 800, 850, null, true],
      ['Wire nails 3"', ['not-sold'], 250, null, null, false],
      ['Y12 deformed bar 12 m', ['short'], 920, 920, '15', true],
    ]);
    expect(again.subtotal).toBe(10 * 850 + 20 * 920);
  });

  it('renames and deletes only the customer’s own lists; another’s is 404 like an unknown one', async () => {
    const list = jsonOf<SavedList>(
      await save(kamau.auth, { name: 'Gate', items: [{ productId: cement, quantity: '3' }] }),
      201,
    );
    const unknown = await call('GET', '/api/me/lists/no-such-list/again', otieno.auth);
    expect(jsonOf(unknown, 404)).toEqual({ message: 'List not found.', code: 'LIST_NOT_FOUND' });
    for (const [method, url, payload] of [
      ['GET', `/api/me/lists/${list._id}/again`, undefined],
      ['PATCH', `/api/me/lists/${list._id}`, { name: 'Mine now' }],
      ['DELETE', `/api/me/lists/${list._id}`, undefined],
    ] as const) {
      const res = await call(method, url, otieno.auth, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual(unknown.json());
    }
    expect(
      jsonOf<{ items: SavedList[] }>(await call('GET', '/api/me/lists', otieno.auth), 200).items,
    ).toEqual([]);

    expect(
      jsonOf<{ code: string }>(
        await call('PATCH', `/api/me/lists/${list._id}`, kamau.auth, { name: 'foundation' }),
        409,
      ).code,
    ).toBe('LIST_NAME_TAKEN');
    t.clock.advance(60_000);
    const renamed = jsonOf<SavedList>(
      await call('PATCH', `/api/me/lists/${list._id}`, kamau.auth, { name: 'Gate posts' }),
      200,
    );
    expect(renamed).toMatchObject({
      name: 'Gate posts',
      lines: [expect.objectContaining({ quantity: '3' })],
    });
    expect(renamed.updatedAt > renamed.createdAt).toBe(true);
    expect((await call('DELETE', `/api/me/lists/${list._id}`, kamau.auth)).statusCode).toBe(204);
    expect((await call('GET', `/api/me/lists/${list._id}/again`, kamau.auth)).statusCode).toBe(404);
    const names = jsonOf<{ items: SavedList[] }>(
      await call('GET', '/api/me/lists', kamau.auth),
      200,
    ).items.map((l) => l.name);
    expect(names).toEqual(['Foundation', 'Plot 12 roofing']);
  });

  it(`keeps at most ${LISTS.max} lists a customer, refused with a code`, async () => {
    const wambui = await createUserWithSession(t, 'user');
    for (let i = 0; i < LISTS.max; i += 1)
      expect(
        (
          await save(wambui.auth, {
            name: `Site ${i}`,
            items: [{ productId: cement, quantity: '1' }],
          })
        ).statusCode,
      ).toBe(201);
    const over = await save(wambui.auth, {
      name: 'One more',
      items: [{ productId: cement, quantity: '1' }],
    });
    expect(jsonOf(over, 409)).toEqual({
      message: `You can save at most ${LISTS.max} lists. Remove one first.`,
      code: 'TOO_MANY_LISTS',
    });
    const tooLong = await save(kamau.auth, {
      name: 'Everything',
      items: Array.from({ length: LISTS.linesMax + 1 }, () => ({
        productId: cement,
        quantity: '1',
      })),
    });
    expect(jsonOf(tooLong, 400)).toEqual({
      message: `A list holds at most ${LISTS.linesMax} lines.`,
      code: 'LIST_TOO_LONG',
    });
  });
});
