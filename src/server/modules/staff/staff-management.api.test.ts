import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityPage, StaffList } from '#shared/staff.schema.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  jsonOf,
  type TestApp,
} from '../../test/harness.js';
import { lastCode } from '../../test/outbox.js';

// Decision 48 through the API: the owner adds a cashier by e-mail, who sets a password with the
// mailed code and logs in as a cashier; the guards (last owner 409, own roles 403, a cashier never
// reaches staff management); deactivation ends sessions; Activity lists and exports it all.

describe(`staff management (${dialectUnderTest})`, () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createUserWithSession>>;
  const PASSWORD = 'Correct-Horse-42!';

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUserWithSession(t, 'admin', { username: 'Mama Njeri' });
  });
  afterAll(async () => t.close());

  const as = (auth: { authorization: string }) => ({
    get: (url: string) => t.app.inject({ url, headers: auth }),
    send: (method: 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) }),
  });

  it('adds a cashier who sets a password with the mailed code and logs in as a cashier', async () => {
    const added = await as(owner.auth).send('POST', '/api/admin/staff', {
      email: 'achieng@example.test',
      roles: ['cashier'],
    });
    const member = jsonOf(added, 201);
    expect(member).toMatchObject({
      email: 'achieng@example.test',
      roles: ['cashier'],
      verified: false,
    });
    const code = await lastCode(t, 'achieng@example.test');
    jsonOf(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { email: 'achieng@example.test', code, password: PASSWORD },
      }),
      200,
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'achieng@example.test', password: PASSWORD },
    });
    const body = jsonOf(login, 200);
    expect(body.user).toMatchObject({ role: 'admin', roles: ['cashier'] });
    const cashier = { authorization: `Bearer ${body.token}` };

    // A cashier reaches neither staff management nor her own roles.
    expect((await as(cashier).get('/api/admin/staff')).statusCode).toBe(403);
    const self = await as(cashier).send('PUT', `/api/admin/staff/${member._id}/roles`, {
      roles: ['owner'],
    });
    expect(self.statusCode).toBe(403);
    expect((await as(cashier).get('/api/admin/orders')).statusCode).toBe(200);

    // Made a storekeeper by the owner, she is one from her next request.
    jsonOf(
      await as(owner.auth).send('PUT', `/api/admin/staff/${member._id}/roles`, {
        roles: ['storekeeper'],
      }),
      200,
    );
    expect((await as(cashier).get('/api/admin/payments')).statusCode).toBe(403);

    // Deactivated, her session ends.
    jsonOf(await as(owner.auth).send('POST', `/api/admin/staff/${member._id}/deactivate`), 200);
    expect((await as(cashier).get('/api/admin/orders')).statusCode).toBe(401);
    const list = StaffList.parse(jsonOf(await as(owner.auth).get('/api/admin/staff'), 200));
    expect(list.items.map((m) => m.email)).not.toContain('achieng@example.test');
  });

  it('lets nobody change their own roles (403) and keeps the last owner (409)', async () => {
    const a = await createUserWithSession(t, 'admin', { roles: ['owner'] });
    const b = await createUserWithSession(t, 'admin', { roles: ['owner'] });
    const own = await as(a.auth).send('PUT', `/api/admin/staff/${a.id}/roles`, {
      roles: ['cashier'],
    });
    expect(jsonOf(own, 403).code).toBe('OWN_ROLES');
    // Two of three owners demote each other at once: the third owner (`owner`) stays, so both
    // go through; then `owner` and `b`... are checked one at a time below.
    const other = await as(b.auth).send('PUT', `/api/admin/staff/${a.id}/roles`, {
      roles: ['cashier'],
    });
    expect(jsonOf(other, 200).roles).toEqual(['cashier']);
    // `a` is a cashier from the next request: staff management is closed to her.
    expect((await as(a.auth).get('/api/admin/staff')).statusCode).toBe(403);
  });

  it('keeps one owner when the two last owners demote each other at once', async () => {
    const fresh = await createTestApp();
    try {
      const a = await createUserWithSession(fresh, 'admin', { roles: ['owner'] });
      const b = await createUserWithSession(fresh, 'admin', { roles: ['owner'] });
      const demote = (by: typeof a, whom: typeof a) =>
        fresh.app.inject({
          method: 'PUT',
          url: `/api/admin/staff/${whom.id}/roles`,
          headers: by.auth,
          payload: { roles: ['cashier'] },
        });
      const answers = (await Promise.all([demote(a, b), demote(b, a)])).map((r) => r.statusCode);
      // One wins; the other is refused: 409 (the last owner) when both passed the role check
      // before either wrote, 403 when the loser's roles were read after the winner demoted her.
      expect(answers.filter((code) => code === 200)).toHaveLength(1);
      expect(answers.find((code) => code !== 200)).toBeOneOf([403, 409]);
      const owners = await fresh.db
        .selectFrom('staff_roles')
        .select('user_id')
        .where('role', '=', 'owner')
        .execute();
      expect(owners).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });

  it('lists every change in Activity, filtered, and as CSV', async () => {
    const page = ActivityPage.parse(
      jsonOf(await as(owner.auth).get('/api/admin/activity?action=staff'), 200),
    );
    expect(page.items.length).toBeGreaterThanOrEqual(3);
    expect(page.items.every((e) => e.action.startsWith('staff.'))).toBe(true);
    const byOwner = ActivityPage.parse(
      jsonOf(await as(owner.auth).get(`/api/admin/activity?by=${owner.id}&action=staff.add`), 200),
    );
    expect(byOwner.items).toHaveLength(1);
    expect(byOwner.items[0]).toMatchObject({ by: 'Mama Njeri', roles: ['owner'] });
    expect(byOwner.items[0]!.changes).toContainEqual(['roles', [], ['cashier']]);
    const future = ActivityPage.parse(
      jsonOf(await as(owner.auth).get('/api/admin/activity?from=2099-01-01'), 200),
    );
    expect(future.items).toEqual([]);
    const csv = await as(owner.auth).get('/api/admin/activity.csv?action=staff.add');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFFat,by,roles,action')).toBe(true);
    expect(csv.body).toContain('Mama Njeri');
  });
});
