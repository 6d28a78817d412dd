import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedSite } from '#shared/site.schema.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  jsonOf,
  type TestApp,
} from '../../test/harness.js';

// Saved delivery sites (issue 45): a customer adds, lists and removes their own; nobody else's.
// Staff see them on the customer's page (GET /api/admin/customers/:id).

describe(`saved delivery sites (${dialectUnderTest})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const SITE = {
    label: '  Plot 12 roofing ',
    county: 'Machakos',
    area: 'Syokimau, near the water tower',
    contactName: 'Kamau',
    contactPhone: '0712 345 678',
  };

  it('keeps each customer their own sites, checked like the cart', async () => {
    const kamau = await createUserWithSession(t, 'user');
    const other = await createUserWithSession(t, 'user');
    const add = (auth: { authorization: string }, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/me/sites', headers: auth, payload });
    const sites = jsonOf<SavedSite[]>(await add(kamau.auth, SITE), 201);
    expect(sites).toEqual([
      expect.objectContaining({
        label: 'Plot 12 roofing',
        county: 'Machakos',
        contactPhone: '254712345678',
      }),
    ]);
    expect((await add(kamau.auth, { ...SITE, county: 'Atlantis' })).statusCode).toBe(400);
    expect((await add(kamau.auth, { ...SITE, contactPhone: '12' })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/me/sites', payload: SITE })).statusCode,
    ).toBe(401);

    // Staff read the customer's page: their sites, orders and account (none here); others 403.
    const owner = await createUserWithSession(t, 'admin');
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/admin/customers/${kamau.id}`,
      headers: owner.auth,
    });
    expect(jsonOf(file, 200)).toMatchObject({
      user: { _id: kamau.id, email: kamau.email },
      orders: [],
      sites: [expect.objectContaining({ label: 'Plot 12 roofing' })],
      account: null,
    });
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/admin/customers/${kamau.id}`,
      headers: other.auth,
    });
    expect(peek.statusCode).toBe(403);
    const theirs = await t.app.inject({ method: 'GET', url: '/api/me/sites', headers: other.auth });
    expect(jsonOf(theirs, 200)).toEqual([]);
    const steal = await t.app.inject({
      method: 'DELETE',
      url: `/api/me/sites/${sites[0]!._id}`,
      headers: other.auth,
    });
    expect(jsonOf(steal, 404).code).toBe('SITE_NOT_FOUND');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/me/sites/${sites[0]!._id}`,
      headers: kamau.auth,
    });
    expect(jsonOf(removed, 200)).toEqual([]);
  });
});
