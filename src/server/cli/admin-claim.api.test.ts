import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapAdmin, DEFAULT_ADMIN_EMAIL } from '../modules/auth/admin-accounts.js';
import { createTestApp, dialectUnderTest, type TestApp } from '../test/harness.js';
import { runAdminCli } from './admin-cli.js';

// A stranger registers the shop's admin e-mail first (never verifying it) and waits for the owner
// to make it an admin. Every way of making an admin must take that account away from them.

const ATTACKER_PASSWORD = 'Attacker-Pass-99!';
let ipCounter = 0;
const freshIp = () => `10.66.0.${++ipCounter}`;

async function registerAsAttacker(t: TestApp, email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, name: `squatter${++ipCounter}`, password: ATTACKER_PASSWORD },
    remoteAddress: freshIp(),
  });
  expect(res.statusCode, res.body).toBe(201);
}
const login = (t: TestApp, email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: freshIp(),
  });

describe(`admin bootstrap over an unverified registration (${dialectUnderTest})`, () => {
  it('ADMIN_EMAIL: the account gets ADMIN_PASSWORD; the stranger’s password no longer works', async () => {
    const t = await createTestApp({
      env: { ADMIN_EMAIL: 'owner@shop.test', ADMIN_PASSWORD: 'Admin-Password-123!' },
    });
    try {
      await registerAsAttacker(t, 'owner@shop.test');
      await bootstrapAdmin(t.app);
      expect((await login(t, 'owner@shop.test', ATTACKER_PASSWORD)).statusCode).toBe(401);
      const owner = await login(t, 'owner@shop.test', 'Admin-Password-123!');
      expect(owner.statusCode).toBe(200);
      expect(owner.json().user.role).toBe('admin');
    } finally {
      await t.close();
    }
  });

  it.skipIf(dialectUnderTest !== 'sqlite')(
    'the generated default admin: a new password is printed; the stranger’s does not work',
    async () => {
      const t = await createTestApp();
      try {
        await registerAsAttacker(t, DEFAULT_ADMIN_EMAIL);
        const printed: string[] = [];
        await bootstrapAdmin(t.app, (line) => printed.push(line));
        const password = /password: (\S+)/.exec(printed.join('\n'))?.[1];
        expect(password).toBeDefined();
        expect((await login(t, DEFAULT_ADMIN_EMAIL, ATTACKER_PASSWORD)).statusCode).toBe(401);
        const admin = await login(t, DEFAULT_ADMIN_EMAIL, password!);
        expect(admin.statusCode).toBe(200);
        expect(admin.json().user.role).toBe('admin');
      } finally {
        await t.close();
      }
    },
  );
});

describe(`admin command line over an unverified registration (${dialectUnderTest})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function run(...argv: string[]) {
    const lines: string[] = [];
    await runAdminCli(argv, { db: t.db, now: () => t.clock.now(), print: (l) => lines.push(l) });
    return lines.join('\n');
  }

  it('create: sets the printed password and says why', async () => {
    await registerAsAttacker(t, 'chief@shop.test');
    const out = await run('create', 'chief@shop.test');
    expect(out).toContain('had an unverified registration');
    const password = /Password \(shown only now\): (\S+)/.exec(out)![1]!;
    expect((await login(t, 'chief@shop.test', ATTACKER_PASSWORD)).statusCode).toBe(401);
    expect((await login(t, 'chief@shop.test', password)).json().user.role).toBe('admin');
  });

  it('promote: gives a fresh printed password instead of keeping the stranger’s', async () => {
    await registerAsAttacker(t, 'deputy@shop.test');
    const out = await run('promote', 'deputy@shop.test');
    expect(out).toContain('deputy@shop.test is now an admin.');
    const password = /Password \(shown only now\): (\S+)/.exec(out)![1]!;
    expect((await login(t, 'deputy@shop.test', ATTACKER_PASSWORD)).statusCode).toBe(401);
    expect((await login(t, 'deputy@shop.test', password)).json().user.role).toBe('admin');
  });
});
