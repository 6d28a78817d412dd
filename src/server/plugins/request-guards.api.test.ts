import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  type TestApp,
} from '../test/harness.js';

// Attacks on the request itself, replayed over HTTP against the real app.

let ipCounter = 0;
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

describe(`request body caps (${dialectUnderTest})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const post = (url: string, body: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { 'content-type': 'application/json', ...headers },
      remoteAddress: freshIp(),
    });

  it('refuses a 32 KB e-mail on every public account call with 413, quickly', async () => {
    const email = `a@${'a.'.repeat(16_000)} `;
    for (const url of [
      '/api/email/sendcode',
      '/api/auth/register',
      '/api/auth/forgot-password',
      '/api/auth/login',
      '/api/auth/check-user',
    ]) {
      const start = performance.now();
      const res = await post(
        url,
        JSON.stringify({ email, password: 'Correct-Horse-42!', name: 'someone' }),
      );
      expect(res.statusCode, url).toBe(413);
      expect(res.json()).toEqual({
        message: 'The request body is too large.',
        code: 'PAYLOAD_TOO_LARGE',
      });
      expect(performance.now() - start, url).toBeLessThan(500);
    }
  });

  it('counts the inflated size of a gzip body against the cap', async () => {
    const huge = gzipSync(JSON.stringify({ email: `a@${'a.'.repeat(64 * 1024)} ` }));
    expect(huge.length).toBeLessThan(2048);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/email/sendcode',
      payload: huge,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(413);

    // A small gzip body is still read (inflated) and answered as usual.
    const small = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: gzipSync(JSON.stringify({ email: 'nobody@example.test', password: 'x' })),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      remoteAddress: freshIp(),
    });
    expect(small.statusCode).toBe(401);
  });

  it('caps reviews, contact messages, comments and reactions at a few KB', async () => {
    const big = 'x'.repeat(20 * 1024);
    const review = await post(
      '/api/reviews',
      JSON.stringify({ name: 'Jo', message: big, rating: 3 }),
    );
    expect(review.statusCode).toBe(413);
    const contact = await post(
      '/api/contact',
      JSON.stringify({ name: 'Jo', email: 'jo@example.test', message: big }),
    );
    expect(contact.statusCode).toBe(413);
    // Comments need a signed-in person, checked before the body is read.
    const { auth } = await createUserWithSession(t);
    for (const url of ['/api/blogs/x/comments', '/api/blogs/x/comments/y/replies']) {
      expect((await post(url, JSON.stringify({ content: big }), auth)).statusCode, url).toBe(413);
    }
    const reaction = await post(
      '/api/blogs/x/reactions',
      JSON.stringify({ type: 'x'.repeat(2048) }),
      auth,
    );
    expect(reaction.statusCode).toBe(413);

    // The longest text the rules allow still fits.
    const longest = await post(
      '/api/contact',
      JSON.stringify({ name: 'Jo', email: 'jo@example.test', message: 'é'.repeat(2000) }),
    );
    expect(longest.statusCode).toBe(201);
  });
});
