import net from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  type TestApp,
} from '../test/harness.js';
import { sendForm } from '../modules/media/media.test-helpers.js';

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

describe(`NUL characters (${dialectUnderTest})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const refused = {
    message: 'The request contains a character that is not allowed (NUL).',
    code: 'INVALID_CHARACTER',
  };

  it('refuses a NUL in any JSON body with 400, on every kind of form', async () => {
    const user = await createUserWithSession(t);
    const cases: [string, Record<string, unknown>, Record<string, string>?][] = [
      ['/api/reviews', { name: 'Jo\u0000', message: 'Good service here', rating: 4 }],
      ['/api/contact', { name: 'Jo', email: 'jo@example.test', message: 'Hi\u0000 there' }],
      ['/api/auth/login', { email: 'jo\u0000@example.test', password: 'x' }],
      ['/api/auth/check-user', { email: 'jo@example.test', name: 'Jo\u0000' }],
      [
        '/api/auth/register',
        { email: 'jo@example.test', name: 'Jo\u0000e', password: 'Correct-Horse-42!' },
      ],
      ['/api/email/sendcode', { email: 'jo\u0000@example.test' }],
      ['/api/blogs/x/comments', { content: 'Nice\u0000' }, user.auth],
    ];
    for (const [url, payload, headers] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: headers ?? {},
        remoteAddress: freshIp(),
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual(refused);
    }
  });

  it('refuses a NUL in an address (%00) and in an admin form field', async () => {
    const admin = await createUserWithSession(t, 'admin');
    for (const [method, url] of [
      ['GET', '/api/products/ab%00cd'],
      ['GET', '/api/blogs/ab%00cd'],
      ['DELETE', '/api/reviews/ab%00cd'],
      ['GET', '/api/products?q=saruji%00'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: admin.auth });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual(refused);
    }
    const service = await t.app.inject({
      method: 'POST',
      url: '/api/services',
      payload: { title: 'Bad\u0000title', description: 'x' },
      headers: admin.auth,
    });
    expect(service.statusCode).toBe(400);
    expect(service.json()).toEqual(refused);
    for (const url of ['/api/blogs', '/api/products']) {
      const res = await sendForm(
        t.app,
        'POST',
        url,
        [
          { name: 'title', value: 'Bad\u0000title' },
          { name: 'name', value: 'Bad\u0000name' },
          { name: 'content', value: 'Text' },
        ],
        admin.auth,
      );
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual(refused);
    }
  });
});

/** Sends raw bytes and collects everything the server writes until it closes the connection. */
function rawExchange(
  port: number,
  data: string,
  giveUpMs = 8000,
): Promise<{ text: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(data));
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open for ${giveUpMs} ms; got: ${text}`));
    }, giveUpMs);
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, ms: performance.now() - start });
    });
  });
}

function parseAnswer(text: string) {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return {
    status: Number(head.split(' ')[1]),
    body: body ? JSON.parse(body) : undefined,
    length: body.length,
  };
}

describe(`stalled clients and errors before routing (${dialectUnderTest})`, () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ timeouts: { requestMs: 1000, headersMs: 1000, checkEveryMs: 200 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => t.close());

  it('cuts off a client that promises a body and stalls, with 408 {message, code}', async () => {
    const { text, ms } = await rawExchange(
      port,
      'POST /api/contact HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"name":',
    );
    expect(ms).toBeLessThan(4000);
    const answer = parseAnswer(text);
    expect(answer.status).toBe(408);
    expect(answer.body).toEqual({
      message: 'The request took too long to arrive.',
      code: 'REQUEST_TIMEOUT',
    });
  });

  it('answers bad framing and a missing Host with a short {message, code}', async () => {
    const noHost = parseAnswer(
      (await rawExchange(port, 'GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n')).text,
    );
    expect(noHost.status).toBe(400);
    expect(noHost.body).toEqual({
      message: 'The request has no Host header.',
      code: 'MISSING_HOST',
    });
    for (const raw of [
      'NOT HTTP AT ALL\r\n\r\n',
      'POST /api/contact HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n',
    ]) {
      const answer = parseAnswer((await rawExchange(port, raw)).text);
      expect(answer.status, raw).toBe(400);
      expect(answer.body, raw).toEqual({
        message: 'The request could not be read.',
        code: 'BAD_REQUEST',
      });
    }
  });

  it('answers a bad escape, an over-long parameter and an unknown long address without echoing them', async () => {
    const get = (url: string) =>
      rawExchange(port, `GET ${url} HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\n\r\n`);
    const bad = parseAnswer((await get('/api/blogs/%E0%A4%A')).text);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'The address is not valid.', code: 'BAD_URL' });

    const long = parseAnswer((await get(`/api/products/${'a'.repeat(500)}`)).text);
    expect(long.status).toBe(414);
    expect(long.body).toEqual({ message: 'The address is too long.', code: 'URL_TOO_LONG' });

    const unknown = parseAnswer((await get(`/api/${'x'.repeat(5000)}`)).text);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('NOT_FOUND');
    expect(unknown.length).toBeLessThan(200);
  });
});
