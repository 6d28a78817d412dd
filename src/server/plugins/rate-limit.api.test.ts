import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

// With REDIS_URL the counters live in Redis, shared by every app server. Two apps on one Redis
// must see one budget. Skipped (and said so) when no Redis answers.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
  });
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

const available = await redisAnswers();

describe.skipIf(!available)(`rate limits shared through Redis (${redisUrl})`, () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ env: { REDIS_URL: redisUrl } });
    second = await createTestApp({ env: { REDIS_URL: redisUrl } });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('counts requests from one address across two app servers', async () => {
    // A fresh address per run, since Redis keeps counters between runs.
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const post = (t: TestApp, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/reviews',
        payload: { name: 'Shared', message: `shared counter ${i}`, rating: 3 },
        remoteAddress: ip,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await post(i % 2 === 0 ? first : second, i)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
