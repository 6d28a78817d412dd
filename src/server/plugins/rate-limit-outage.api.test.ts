import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, dialectUnderTest, type TestApp } from '../test/harness.js';

// Redis dies while the shop runs: rate-limited routes must keep answering (limits on in-process
// counters, one log line, no ioredis 'Unhandled error event' spam) and go back to Redis when it
// returns. The test runs its own redis-server on a free port; the shared one is never touched.

const redisBinary = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) =>
  fs.existsSync(p),
);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    redisBinary!,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const probe = new Redis({
    port,
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  for (let i = 0; i < 50; i += 1) {
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('redis-server did not start');
}

async function stopRedis(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
}

describe.skipIf(!redisBinary)(`rate limits through a Redis outage (${dialectUnderTest})`, () => {
  let t: TestApp;
  let port: number;
  let redis: ChildProcess;
  let ipCounter = 0;
  const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    t = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await t.close();
    await stopRedis(redis);
  });

  const review = (ip: string, i: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: { name: 'Outage', message: `review number ${i}`, rating: 4 },
      remoteAddress: ip,
    });

  async function redisCount(ip: string): Promise<string | null> {
    const client = new Redis({ port, maxRetriesPerRequest: 0 });
    try {
      return await client.get(`shop-rl-POST/api/reviews-${ip}`);
    } finally {
      client.disconnect();
    }
  }

  it('keeps limiting without 5xx while Redis is down, logs it once, and returns to Redis', async () => {
    const before = freshIp();
    expect((await review(before, 0)).statusCode).toBe(201);
    expect(await redisCount(before)).toBe('1');

    const warn = vi.spyOn(t.app.log, 'warn');
    const consoleError = vi.spyOn(console, 'error');
    await stopRedis(redis);

    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await review(ip, i)).statusCode);
    // Reviews allow 5 per address per window; the in-process counters keep that limit.
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    // Let ioredis try to reconnect a few times: still one line, and nothing from ioredis itself.
    await new Promise((r) => setTimeout(r, 1500));
    for (let i = 0; i < 3; i += 1) expect((await review(freshIp(), i)).statusCode).toBe(201);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[1])).toMatch(/in-process counters/);
    expect(consoleError.mock.calls.flat().join(' ')).not.toMatch(/Unhandled error event/);

    redis = await startRedis(port);
    const after = freshIp();
    let counted: string | null = null;
    for (let i = 0; i < 40 && counted === null; i += 1) {
      expect((await review(after, i)).statusCode).toBeLessThan(500);
      counted = await redisCount(after);
      if (counted === null) await new Promise((r) => setTimeout(r, 200));
    }
    expect(counted).not.toBeNull();
    warn.mockRestore();
    consoleError.mockRestore();
  });
});
