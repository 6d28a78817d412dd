import fs from 'node:fs';
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../modules/auth/password.js';
import { insertUser } from '../modules/auth/user.repository.js';
import { createTestApp, dialectUnderTest, type TestApp } from '../test/harness.js';
import { codeIn } from '../test/outbox.js';

// Without SMTP the mail goes to the outbox; the log says only where, never the text with the code.

describe(`mail without SMTP (${dialectUnderTest})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('logs the outbox file, not the mail text or the code', async () => {
    await insertUser(
      t.db,
      {
        email: 'logged@example.test',
        username: 'logged',
        passwordHash: await hashPassword('Correct-Horse-42!'),
        role: 'user',
        verified: true,
      },
      t.clock.now(),
    );
    const info = vi.spyOn(t.app.log, 'info');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'logged@example.test' },
      remoteAddress: '10.88.0.1',
    });
    expect(res.statusCode).toBe(200);
    await t.app.mailer.flush();
    const logged = inspect(info.mock.calls, { depth: 6 });
    const file = info.mock.calls
      .map((c) => (c[0] as { file?: string }).file)
      .find((f) => typeof f === 'string');
    expect(file).toBeDefined();
    const mail = fs.readFileSync(file!, 'utf8');
    const code = codeIn(mail)!;
    expect(logged).not.toContain(code);
    expect(logged).not.toContain('Use this code');
    info.mockRestore();
  });
});
