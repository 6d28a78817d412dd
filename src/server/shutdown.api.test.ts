import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverProcesses, type ServerProcesses } from './test/processes.js';

// SIGTERM on a real server process (decision 62): readiness goes 503 first, the request in flight
// finishes, and the process exits 0 within its grace time.

let processes: ServerProcesses;
beforeAll(async () => {
  processes = await serverProcesses();
});
afterAll(async () => processes.close());

/** A sign-in whose body arrives in two parts, as from a phone on a slow line. */
function slowRequest(port: number) {
  const body = JSON.stringify({ email: 'nobody@example.test', password: 'not-the-password-1' });
  const half = Math.floor(body.length / 2);
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
  });
  req.write(body.slice(0, half));
  return { answer, finish: () => req.end(body.slice(half)) };
}

describe('SIGTERM', () => {
  it(
    'turns /readyz 503 first, finishes the request in flight, then exits 0',
    { timeout: 60_000 },
    async () => {
      const server = await processes.start({ SHUTDOWN_DELAY_MS: '1500' });
      expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
      const slow = slowRequest(server.port);
      // The server has the request's first half before the signal.
      await new Promise((r) => setTimeout(r, 200));
      const exitCode = server.stop('SIGTERM');

      let readiness = 200;
      for (let i = 0; i < 50 && readiness === 200; i += 1) {
        readiness = (await fetch(`${server.base}/readyz`)).status;
        if (readiness === 200) await new Promise((r) => setTimeout(r, 20));
      }
      expect(readiness).toBe(503);
      expect((await fetch(`${server.base}/livez`)).status).toBe(200);

      // Past the delay the server takes no new connection, while the request in flight goes on.
      let refused = false;
      for (let i = 0; i < 100 && !refused; i += 1) {
        refused = await fetch(`${server.base}/livez`).then(
          () => false,
          () => true,
        );
        if (!refused) await new Promise((r) => setTimeout(r, 50));
      }
      expect(refused).toBe(true);
      slow.finish();
      const answer = await slow.answer;
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.body)).toMatchObject({ code: expect.any(String) });
      expect(await exitCode).toBe(0);
    },
  );
});
