import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest, type TestApp } from '../test/harness.js';
import { CliError, runAdminCli } from './admin-cli.js';

describe(`admin command line (${dialectUnderTest})`, () => {
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
  const login = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: '10.9.0.1',
    });

  it('creates an admin with a printed random password that logs in as admin', async () => {
    const out = await run('create', 'chief@shop.test', '--name', 'Chief');
    const password = /Password \(shown only now\): (\S+)/.exec(out)![1]!;
    const res = await login('chief@shop.test', password);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ role: 'admin', username: 'Chief' });
    expect(await run('create', 'chief@shop.test')).toBe(
      'chief@shop.test is already an admin. Nothing changed.',
    );
  });

  it('promotes and demotes an account; a demoted admin gets 403 on the next admin call', async () => {
    await run('create', 'deputy@shop.test', '--password', 'Deputy-Pass-123!');
    const token = (await login('deputy@shop.test', 'Deputy-Pass-123!')).json().token;
    const adminCall = () =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/reviews/none',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await adminCall()).statusCode).toBe(404);
    expect(await run('demote', 'deputy@shop.test')).toBe('deputy@shop.test is now a regular user.');
    expect((await adminCall()).statusCode).toBe(403);
    expect(await run('promote', 'DEPUTY@shop.test')).toBe('DEPUTY@shop.test is now an admin.');
    expect((await adminCall()).statusCode).toBe(404);
    expect(await run('list')).toContain('deputy@shop.test');
  });

  it('resets a password: the old one and the old sessions stop working', async () => {
    await run('create', 'forgot@shop.test', '--password', 'Old-Password-123!');
    const token = (await login('forgot@shop.test', 'Old-Password-123!')).json().token;
    await run('reset-password', 'forgot@shop.test', '--password', 'New-Password-456!');
    expect((await login('forgot@shop.test', 'Old-Password-123!')).statusCode).toBe(401);
    expect((await login('forgot@shop.test', 'New-Password-456!')).statusCode).toBe(200);
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/auth/check-user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(check.statusCode).toBe(401);
  });

  it('says clearly what is wrong', async () => {
    await expect(run('promote', 'nobody@shop.test')).rejects.toThrow(
      new CliError('No account with the e-mail nobody@shop.test.'),
    );
    await expect(run('create', 'not-an-email')).rejects.toThrow('Invalid email format.');
    await expect(run('create', 'x@shop.test', '--password', 'weak')).rejects.toThrow(
      'Password must be 12+ chars, with upper, lower, number, and special char.',
    );
    await expect(run('create')).rejects.toThrow(/Missing <email>/);
    await expect(run('explode')).rejects.toThrow(/Unknown command "explode"/);
    expect(await run()).toContain('Usage: npm run admin');
  });
});
