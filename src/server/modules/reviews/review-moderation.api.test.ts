import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  type TestApp,
} from '../../test/harness.js';
import { addReview } from './review.service.js';

describe(`review moderation and paging (${dialectUnderTest})`, () => {
  let t: TestApp;
  let admin: { authorization: string };
  let user: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createUserWithSession(t, 'admin')).auth;
    user = (await createUserWithSession(t, 'user')).auth;
    // 130 reviews, one second apart: more than the plain list's 100 and several pages.
    for (let i = 1; i <= 130; i += 1) {
      const name = i === 7 ? 'Mwangi 50% Off' : `Customer ${i}`;
      const message = i === 42 ? 'Saruji ilikuwa bora sana, asante' : `Good service number ${i}`;
      await addReview(t.db, { name, message, rating: (i % 5) + 1 }, t.clock.now());
      t.clock.advance(1000);
    }
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('keeps the plain list for callers without parameters', async () => {
    const res = await get('/api/reviews');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { name: string }[];
    expect(Array.isArray(list)).toBe(true);
    expect(list).toHaveLength(100);
    expect(list[0]!.name).toBe('Customer 130');
  });

  it('pages the visitors list newest first with the total', async () => {
    const first = (await get('/api/reviews?page=1&pageSize=50')).json();
    expect(first.total).toBe(130);
    expect(first.items).toHaveLength(50);
    expect(first.items[0].name).toBe('Customer 130');
    const last = (await get('/api/reviews?page=3&pageSize=50')).json();
    expect(last.items).toHaveLength(30);
    expect(last.items.at(-1).name).toBe('Customer 1');
    const beyond = (await get('/api/reviews?page=9&pageSize=50')).json();
    expect(beyond).toMatchObject({ items: [], total: 130 });
  });

  it.each(['page=0', 'pageSize=1000', 'page=abc', 'pageSize=2.5'])(
    'refuses ?%s with 400 and a message',
    async (query) => {
      const res = await get(`/api/reviews?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    },
  );

  it('lets only admins reach the moderation list', async () => {
    expect((await get('/api/admin/reviews')).statusCode).toBe(401);
    expect((await get('/api/admin/reviews', user)).statusCode).toBe(403);
    const res = await get('/api/admin/reviews?pageSize=10', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 130, page: 1, pageSize: 10 });
  });

  it('searches name and message, case-insensitively, with wildcards taken literally', async () => {
    const swahili = (await get('/api/admin/reviews?q=SARUJI', admin)).json();
    expect(swahili.total).toBe(1);
    expect(swahili.items[0].message).toBe('Saruji ilikuwa bora sana, asante');
    const percent = (await get(`/api/admin/reviews?q=${encodeURIComponent('50%')}`, admin)).json();
    expect(percent.items.map((r: { name: string }) => r.name)).toEqual(['Mwangi 50% Off']);
    const underscore = (await get('/api/admin/reviews?q=_', admin)).json();
    expect(underscore.total).toBe(0);
  });

  it('deletes an old review from page three and it is gone for visitors', async () => {
    const page = (await get('/api/admin/reviews?page=3&pageSize=50', admin)).json();
    const oldest = page.items.at(-1);
    expect(oldest.name).toBe('Customer 1');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/reviews/${oldest._id}`,
      headers: admin,
    });
    expect(del.statusCode).toBe(200);
    const after = (await get('/api/reviews?page=3&pageSize=50')).json();
    expect(after.total).toBe(129);
    expect(after.items.map((r: { _id: string }) => r._id)).not.toContain(oldest._id);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/reviews/${oldest._id}`,
      headers: admin,
    });
    expect(again.statusCode).toBe(404);
  });
});
