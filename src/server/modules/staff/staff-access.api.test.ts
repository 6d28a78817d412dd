import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminMe } from '#shared/staff.schema.js';
import { capabilitiesOf, STAFF_ROLES, type StaffRole } from '#shared/staff-roles.js';
import { buildApp } from '../../app.js';
import { connect } from '../../db/connect.js';
import { folderMigrator } from '../../db/migrate.js';
import { insertProduct } from '../../test/builders.js';
import { sendForm } from '../media/media.test-helpers.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  jsonOf,
  type TestApp,
} from '../../test/harness.js';

// Decision 47's table, walked: every admin route as every role answers 403 exactly when the
// role lacks the route's capability. A route needing a body or a record answers 400 or 404 to
// this empty call: anything but 403 means the person got past the check.

describe(`staff roles on every admin route (${dialectUnderTest})`, () => {
  let t: TestApp;
  const staff = {} as Record<StaffRole, { authorization: string }>;

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of STAFF_ROLES)
      staff[role] = (await createUserWithSession(t, 'admin', { roles: [role] })).auth;
  });
  afterAll(async () => t.close());

  it('declares a known capability on every admin route', () => {
    const admin = t.app.routePolicies.filter((r) => r.policy === 'admin');
    expect(admin.length).toBeGreaterThan(30);
    for (const route of admin) expect(route.capability, route.url).toBeDefined();
  });

  it('answers each role what the table gives it', async () => {
    const routes = t.app.routePolicies.filter((r) => r.policy === 'admin' && r.method !== 'HEAD');
    let allowed = 0;
    let refused = 0;
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, 'some-$1');
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
      for (const role of STAFF_ROLES) {
        const may = capabilitiesOf([role]).includes(route.capability!);
        const res = await t.app.inject({ method, url, headers: staff[role] });
        const what = `${method} ${route.url} as ${role}: ${res.body.slice(0, 200)}`;
        if (!may) {
          expect(res.statusCode, what).toBe(403);
          expect(res.json().code, what).toBe('CAPABILITY_MISSING');
          refused += 1;
        } else {
          if (method === 'GET' && !route.url.includes(':')) expect(res.statusCode, what).toBe(200);
          else expect(res.statusCode, what).not.toBe(403);
          allowed += 1;
        }
      }
    }
    expect(allowed).toBeGreaterThan(routes.length);
    expect(refused).toBeGreaterThan(routes.length);
  });

  it('lets a storekeeper dispatch but not confirm an order (the status route asks for more)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/ARH-2222-2222/status',
      headers: staff.storekeeper,
      payload: { status: 'Confirmed' },
    });
    expect(res.statusCode).toBe(403);
    const dispatch = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/ARH-2222-2222/status',
      headers: staff.storekeeper,
      payload: { status: 'Dispatched' },
    });
    expect(dispatch.statusCode).toBe(404);
  });

  it("lets an editor change a product's text but not its price, a storekeeper not its price", async () => {
    const id = await insertProduct(t.db, { sku: 'ED-1', name: 'Nails', price: 100, stock: null });
    const quick = (who: StaffRole, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/products/${id}`, headers: staff[who], payload });
    expect((await quick('editor', { price: 120 })).statusCode).toBe(403);
    expect((await quick('storekeeper', { price: 120 })).statusCode).toBe(403);
    expect((await quick('owner', { price: 120 })).statusCode).toBe(200);
    const put = (who: StaffRole, price: string) =>
      sendForm(
        t.app,
        'PUT',
        `/api/products/${id}`,
        Object.entries({
          sku: 'ED-1',
          name: 'Wire nails 3"',
          category: 'Cement',
          unit: 'bag',
          price,
        }).map(([name, value]) => ({ name, value })),
        staff[who],
      );
    expect((await put('editor', '150')).statusCode).toBe(403);
    const renamed = await put('editor', '120');
    expect(jsonOf(renamed, 200).name).toBe('Wire nails 3"');
  });

  it('answers /api/admin/me with the roles and what they open', async () => {
    const me = AdminMe.parse(
      jsonOf(await t.app.inject({ url: '/api/admin/me', headers: staff.cashier }), 200),
    );
    expect(me.roles).toEqual(['cashier']);
    expect(me.user.role).toBe('admin');
    expect(me.capabilities).toEqual(capabilitiesOf(['cashier']));
    const two = await createUserWithSession(t, 'admin', { roles: ['editor', 'storekeeper'] });
    const both = AdminMe.parse(
      jsonOf(await t.app.inject({ url: '/api/admin/me', headers: two.auth }), 200),
    );
    expect(both.roles).toEqual(['storekeeper', 'editor']);
    expect(both.capabilities).toContain('content.edit');
    expect(both.capabilities).toContain('stock.adjust');
    const customer = await createUserWithSession(t, 'user');
    expect((await t.app.inject({ url: '/api/admin/me', headers: customer.auth })).statusCode).toBe(
      403,
    );
  });

  it("keeps the spec's role 'admin' for staff and adds their roles to the session check", async () => {
    const res = await t.app.inject({ url: '/api/auth/check-user', headers: staff.editor });
    expect(jsonOf(res, 200).user).toMatchObject({ role: 'admin', roles: ['editor'] });
  });

  it('refuses a demoted person on the very next request', async () => {
    const person = await createUserWithSession(t, 'admin', { roles: ['owner'] });
    const before = await t.app.inject({ url: '/api/admin/jobs', headers: person.auth });
    expect(before.statusCode).toBe(200);
    await t.db
      .updateTable('staff_roles')
      .set({ role: 'cashier' })
      .where('user_id', '=', person.id)
      .execute();
    const after = await t.app.inject({ url: '/api/admin/jobs', headers: person.auth });
    expect(after.statusCode).toBe(403);
  });

  it('will not start with an admin route that declares no capability', async () => {
    const app = await buildApp({
      config: t.config,
      db: connect({ kind: 'sqlite', file: path.join(t.dataDir, 'capability.sqlite') }),
      logger: false,
      webRoot: path.join(t.dataDir, 'no-web'),
    });
    expect(() =>
      app.get('/api/admin/forgotten', { config: { policy: 'admin' } }, async () => ({})),
    ).toThrow(/declares no capability/);
    await app.close();
  });

  it("makes today's admins owners on the way up", async () => {
    const old = await createUserWithSession(t, 'admin', { roles: [] });
    const migrator = folderMigrator(t.db);
    expect((await migrator.migrateTo('2026-11-27T1700-quote-line-variants')).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const roles = await t.db
      .selectFrom('staff_roles')
      .select('role')
      .where('user_id', '=', old.id)
      .execute();
    expect(roles).toEqual([{ role: 'owner' }]);
  });
});
