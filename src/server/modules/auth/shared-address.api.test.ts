import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest, type TestApp } from '../../test/harness.js';
import { lastCode } from '../../test/outbox.js';

// Most shoppers in Kenya reach the site through carrier-grade NAT: many people, one address.
// Fifteen of them register one after another, each as the register page does it (a few
// existence checks while typing, register, send-code, verify), and all must get through.

describe(`registration from one shared address (${dialectUnderTest})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const SHARED = '10.99.0.1';
  const post = (url: string, payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: SHARED });

  it('15 visitors register one after another and all reach step 3 and verify', async () => {
    for (let i = 1; i <= 15; i += 1) {
      const email = `neighbour${i}@example.test`;
      const name = `Neighbour ${i}`;
      // Typing pauses: the page checks after the e-mail, after the name, and on Next.
      for (const body of [
        { email, name: 'Ne' },
        { email, name },
        { email, name },
      ]) {
        const check = await post('/api/auth/check-user', body);
        expect(check.statusCode, `visitor ${i} check`).toBe(200);
        expect(check.json()).toEqual({ exists: false });
      }
      const password = `Visitor-${i}-Password!`;
      expect((await post('/api/auth/register', { email, name, password })).statusCode).toBe(201);
      const sent = await post('/api/email/sendcode', { email });
      expect(sent.statusCode, `visitor ${i} reaches step 3`).toBe(200);
      const verified = await post('/api/email/verify-email', {
        email,
        code: await lastCode(t, email),
      });
      expect(verified.statusCode, `visitor ${i} verifies`).toBe(200);
    }
  });

  it('one e-mail cannot be probed at the full rate of the address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/check-user',
            payload: { email: 'target@example.test', name: `probe${i}` },
            remoteAddress: `10.99.1.${i + 1}`,
          })
        ).statusCode,
      );
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
