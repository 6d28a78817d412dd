import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest, type TestApp } from '../../test/harness.js';

// User names come from a safe character set and are unique regardless of case, even when two
// people register the same name at the same moment.

let ipCounter = 0;
const freshIp = () => `10.71.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

describe(`user names (${dialectUnderTest})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const register = (email: string, name: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, name, password: 'Correct-Horse-42!' },
      remoteAddress: freshIp(),
    });

  it('refuses names with invisible, look-alike or markup characters', async () => {
    for (const name of [
      'ad\u200bmin',
      'аdmin',
      '<b>bold</b>',
      '  -dash',
      'tab\tname',
      'emoji 🙂',
    ]) {
      const res = await register(`odd${++ipCounter}@example.test`, name);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message, name).toBe(
        "Name may use letters, digits, spaces and . _ ' - only, and must start with a letter or digit.",
      );
    }
    for (const name of ["O'Brien", 'Amina W.', 'juma_k-2']) {
      expect((await register(`ok${++ipCounter}@example.test`, name)).statusCode, name).toBe(201);
    }
  });

  it('lets only one of two simultaneous registrations of one name (any case) through', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [a, b] = await Promise.all([
        register(`first${round}@example.test`, `Twin Name ${round}`),
        register(`second${round}@example.test`, `TWIN name ${round}`),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    }
  });
});
