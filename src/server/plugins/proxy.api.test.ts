import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest, type TestApp } from '../test/harness.js';

// X-Forwarded-For is believed only from the proxies named in TRUST_PROXY. A client talking to the
// app directly cannot rotate the header to get a fresh budget; visitors behind the real proxy each
// keep their own.

describe(`trusted proxies (${dialectUnderTest})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.1,192.168.50.0/24' } });
  });
  afterAll(async () => t.close());

  const review = (remoteAddress: string, forwardedFor: string, i: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: { name: 'Proxy', message: `review number ${i}`, rating: 4 },
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress,
    });

  it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push((await review('203.0.113.9', `198.51.100.${i + 1}`, i)).statusCode);
    // Reviews allow 5 per address: the rotating header does not buy a sixth.
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });

  it('gives each visitor behind a trusted proxy their own budget', async () => {
    for (const proxy of ['10.0.0.1', '192.168.50.7']) {
      for (let visitor = 1; visitor <= 3; visitor += 1) {
        for (let i = 0; i < 5; i += 1) {
          const res = await review(proxy, `198.51.${visitor}.${proxy.length}`, i);
          expect(res.statusCode, `${proxy} visitor ${visitor} review ${i}`).toBe(201);
        }
        expect((await review(proxy, `198.51.${visitor}.${proxy.length}`, 9)).statusCode).toBe(429);
      }
    }
  });

  it('believes only the hop the trusted proxy added, not addresses the client put before it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await review('10.0.0.1', `1.2.3.${i}, 198.51.200.1`, i)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
