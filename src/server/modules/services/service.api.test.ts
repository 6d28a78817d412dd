import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Service } from '#shared/service.schema.js';
import { createTestApp, createUserWithSession, type TestApp } from '../../test/harness.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUserWithSession>>;
let user: Awaited<ReturnType<typeof createUserWithSession>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUserWithSession(t, 'admin');
  user = await createUserWithSession(t, 'user');
});
afterAll(async () => {
  await t.close();
});

describe('services API', () => {
  it('an admin adds services, everyone lists them in the order added, and an admin deletes one', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/services',
      headers: admin.auth,
      payload: { name: '  Site delivery  ', description: 'Same-day delivery around Athi River.' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      name: 'Site delivery',
      description: 'Same-day delivery around Athi River.',
    });
    t.clock.advance(1000);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/services',
      headers: admin.auth,
      payload: { name: 'Tool hire' },
    });
    expect(second.json()).toMatchObject({ name: 'Tool hire', description: '' });

    const list = await t.app.inject({ method: 'GET', url: '/api/services' });
    expect(list.json<Service[]>().map((s) => s.name)).toEqual(['Site delivery', 'Tool hire']);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/services/${first.json<Service>()._id}`,
      headers: admin.auth,
    });
    expect(del.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/services' });
    expect(after.json<Service[]>().map((s) => s.name)).toEqual(['Tool hire']);
  });

  it('refuses a service without a name, and unknown fields types, with a 400 message', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/services',
      headers: admin.auth,
      payload: { name: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      message: 'Service name is required.',
      code: 'VALIDATION_ERROR',
    });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/services',
      headers: admin.auth,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Service name is required.');
  });

  it('answers 404 for an unknown service', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/services/nope',
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'Service not found.',
      code: 'NOT_FOUND',
      values: { why: 'service' },
    });
  });

  it('adding and deleting need an admin: 401 anonymous, 403 for other users', async () => {
    for (const [headers, status] of [
      [{}, 401],
      [user.auth, 403],
    ] as const) {
      const add = await t.app.inject({
        method: 'POST',
        url: '/api/services',
        headers,
        payload: { name: 'Sneaky' },
      });
      expect(add.statusCode).toBe(status);
      const del = await t.app.inject({ method: 'DELETE', url: '/api/services/any', headers });
      expect(del.statusCode).toBe(status);
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/services' });
    expect(list.json<Service[]>().map((s) => s.name)).not.toContain('Sneaky');
  });
});
