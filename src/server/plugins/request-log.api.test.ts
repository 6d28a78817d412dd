import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { connect } from '../db/connect.js';
import { createTestApp, dialectUnderTest, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('writes exactly one line per request, with method, address, status, time and request id', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const app = await buildApp({
    config: t.config,
    // The same database as the test app (the harness names its SQLite file itself).
    db: connect(
      dialectUnderTest === 'postgres'
        ? t.config.database
        : { kind: 'sqlite', file: path.join(t.dataDir, 'test.sqlite') },
    ),
    clock: t.clock,
    logger: { level: 'info', stream },
    webRoot: '/nonexistent',
  });
  try {
    await app.ready();
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/site' });
    const missing = await app.inject({ method: 'GET', url: '/api/products/nope?x=1' });
    expect(missing.statusCode).toBe(404);
    // The line is written once the answer has gone out, just after inject resolves.
    await new Promise((r) => setTimeout(r, 50));
    expect(lines).toHaveLength(2);
    const [site, notFound] = lines.map((l) => JSON.parse(l) as { msg: string; level: number });
    expect(site?.level).toBe(30);
    expect(site?.msg).toMatch(/^GET \/api\/site 200 \d+\.\dms [0-9a-f-]{36}$/);
    expect(notFound?.msg).toMatch(/^GET \/api\/products\/nope\?x=1 404 /);
  } finally {
    await app.close();
  }
});
