import net from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { connect } from '../db/connect.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  type TestApp,
} from '../test/harness.js';

// A phone that loses its signal halfway through an upload is not a server fault. An outside fuzz
// run saw 'request failed: Error: aborted' at error level; alerting on errors must stay about the
// server, so a client's hang-up is an info line saying so.

let t: TestApp;
let app: FastifyInstance;
const lines: { level: number; msg: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp({
    config: t.config,
    db: connect(
      dialectUnderTest === 'postgres'
        ? t.config.database
        : { kind: 'sqlite', file: path.join(t.dataDir, 'test.sqlite') },
    ),
    clock: t.clock,
    logger: {
      level: 'info',
      stream: new Writable({
        write(chunk: Buffer, _enc, done) {
          for (const line of chunk.toString().split('\n').filter(Boolean))
            lines.push(JSON.parse(line) as { level: number; msg: string });
          done();
        },
      }),
    },
    webRoot: '/nonexistent',
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

/** Sends the head and part of a multipart upload, then hangs up. */
async function hangUpMidUpload(url: string, token: string) {
  const { port } = app.server.address() as net.AddressInfo;
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const boundary = 'abort-boundary';
  socket.write(
    `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 2000000\r\n\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\n` +
      `Content-Type: image/jpeg\r\n\r\n${'x'.repeat(64 * 1024)}`,
  );
  await new Promise((resolve) => setTimeout(resolve, 150));
  socket.destroy();
  await new Promise((resolve) => setTimeout(resolve, 300));
}

it('logs a client that hangs up mid-upload at info, as an aborted request, never at error', async () => {
  const admin = await createUserWithSession(t, 'admin');
  lines.length = 0;
  for (const url of ['/api/products', '/api/blogs', '/api/products/import/preview'])
    await hangUpMidUpload(url, admin.token);
  const errors = lines.filter((l) => l.level >= 50);
  expect(errors, JSON.stringify(errors)).toEqual([]);
  const aborted = lines.filter((l) => l.level === 30 && /aborted by the client/.test(l.msg));
  expect(aborted.length, JSON.stringify(lines)).toBe(3);
});
