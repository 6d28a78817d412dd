import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectWrittenByCode } from '../../test/refusals.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  type TestApp,
} from '../../test/harness.js';
import { sendForm } from '../media/media.test-helpers.js';

// A stock is counted in its unit: the product form may not relabel 120 bags as 120 kg, as the
// variants route may not (DESIGN decision 46; STOCK_UNIT_LOCKED).
describe(`the product form and a held stock's unit (${dialectUnderTest})`, () => {
  let t: TestApp;
  let admin: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createUserWithSession(t, 'admin')).auth;
  });
  afterAll(async () => t.close());

  const form = (values: Record<string, string>) =>
    Object.entries({ name: 'Cement 50kg', category: 'Cement', price: '780', ...values }).map(
      ([name, value]) => ({ name, value }),
    );
  const save = (method: 'POST' | 'PUT', url: string, values: Record<string, string>) =>
    sendForm(t.app, method, url, form(values), admin);
  const read = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json();

  it('refuses a new unit while the stock is held, and takes it once the same save counts 0', async () => {
    const made = await save('POST', '/api/products', { sku: 'CEM-U1', unit: 'bag', stock: '120' });
    expect(made.statusCode).toBe(201);
    const id = made.json()._id as string;
    const url = `/api/products/${id}`;

    const refused = await save('PUT', url, { sku: 'CEM-U1', unit: 'kg', stock: '120' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'Variant CEM-U1 holds stock in bag: count it to 0 before changing its stock unit.',
      code: 'STOCK_UNIT_LOCKED',
      values: { sku: 'CEM-U1', unit: 'bag' },
    });
    expectWrittenByCode(refused.json());
    expect(await read(id)).toMatchObject({ unit: 'bag', stock: 120 });
    expect((await read(id)).variants[0].stock).toMatchObject({ unit: 'bag', onHand: '120' });

    // The same unit with a new count is a count, as before.
    expect((await save('PUT', url, { sku: 'CEM-U1', unit: 'bag', stock: '100' })).statusCode).toBe(
      200,
    );
    // Counted to 0 in the same save, the unit may change; then stock is counted in it.
    expect((await save('PUT', url, { sku: 'CEM-U1', unit: 'kg', stock: '0' })).statusCode).toBe(
      200,
    );
    expect((await save('PUT', url, { sku: 'CEM-U1', unit: 'kg', stock: '500' })).statusCode).toBe(
      200,
    );
    expect((await read(id)).variants[0].stock).toMatchObject({ unit: 'kg', onHand: '500' });
  });

  it('lets a product with no stock kept change its unit', async () => {
    const made = await save('POST', '/api/products', { sku: 'CEM-U2', unit: 'bag' });
    const id = made.json()._id as string;
    const res = await save('PUT', `/api/products/${id}`, { sku: 'CEM-U2', unit: 'tonne' });
    expect(res.statusCode).toBe(200);
    expect(await read(id)).toMatchObject({ unit: 'tonne' });
  });
});
