import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectWrittenByCode } from '../../test/refusals.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  type TestApp,
} from '../../test/harness.js';

describe(`reviews API (${dialectUnderTest})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const post = (payload: unknown, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: payload as object,
      remoteAddress: ip,
    });

  it('starts with no reviews', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reviews' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('saves a review with trimmed text and lists the newest first', async () => {
    const first = await post({ name: '  Wanjiru ', message: '  Great cement prices  ', rating: 5 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      name: 'Wanjiru',
      message: 'Great cement prices',
      rating: 5,
    });

    t.clock.advance(1000);
    const second = await post({ name: 'Otieno', message: 'Fast delivery to Kitengela', rating: 4 });
    expect(second.statusCode).toBe(201);

    const list = (await t.app.inject({ method: 'GET', url: '/api/reviews' })).json();
    expect(list.map((r: { name: string }) => r.name)).toEqual(['Otieno', 'Wanjiru']);
    expect(list[0]).toHaveProperty('_id');
    expect(list[0]).toHaveProperty('createdAt');
  });

  it.each([
    [{ name: 'A', message: 'long enough', rating: 3 }, 'Name must be at least 2 characters.'],
    [{ name: 'Amina', message: ' ok  ', rating: 3 }, 'Message must be at least 6 characters.'],
    [{ name: 'Amina', message: 'long enough', rating: 0 }, 'Choose a rating from 1 to 5 stars.'],
    [{ name: 'Amina', message: 'long enough', rating: 6 }, 'Choose a rating from 1 to 5 stars.'],
    [
      { name: 'Amina', message: 'long enough', rating: 2.5 },
      'Rating must be a whole number of stars.',
    ],
  ])('refuses %j with a clear message', async (payload, message) => {
    const res = await post(payload, '10.0.0.2');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION_ERROR', message });
  });

  it('refuses a body that is not JSON, or not an object, with 400', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Amina",',
      remoteAddress: '10.0.0.3',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_JSON', values: { why: 'broken' } });
    expectWrittenByCode(bad.json());

    const notObject = await post([1, 2, 3], '10.0.0.3');
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json().code).toBe('VALIDATION_ERROR');
  });

  it('limits how many reviews one address can post', async () => {
    const ip = '10.0.0.9';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await post({ name: 'Spammer', message: `message number ${i}`, rating: 1 }, ip)).statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await post({ name: 'Spammer', message: 'one more try', rating: 1 }, ip);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('lets only an admin delete a review', async () => {
    const created = (
      await post({ name: 'Kamau', message: 'Helpful staff here', rating: 5 }, '10.0.0.4')
    ).json();
    const url = `/api/reviews/${created._id}`;

    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    const user = await createUserWithSession(t, 'user');
    const asUser = await t.app.inject({ method: 'DELETE', url, headers: user.auth });
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toMatchObject({ code: 'FORBIDDEN' });

    const admin = await createUserWithSession(t, 'admin');
    const asAdmin = await t.app.inject({ method: 'DELETE', url, headers: admin.auth });
    expect(asAdmin.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'DELETE', url, headers: admin.auth });
    expect(again.statusCode).toBe(404);

    const list = (await t.app.inject({ method: 'GET', url: '/api/reviews' })).json();
    expect(list.find((r: { _id: string }) => r._id === created._id)).toBeUndefined();
  });
});
