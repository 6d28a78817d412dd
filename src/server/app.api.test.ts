import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SiteInfo } from '#shared/api.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { connect } from './db/connect.js';
import { expectWrittenByCode } from './test/refusals.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  type TestApp,
} from './test/harness.js';

const SCRIPT = `export const parts = [${Array.from({ length: 400 }, (_, i) => `'part ${i}'`).join(', ')}];`;

describe(`the HTTP platform (${dialectUnderTest})`, () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    t = await createTestApp();
    // A stand-in for the built SPA, so serving and history fallback can be checked without a build.
    webRoot = path.join(t.dataDir, 'web');
    fs.mkdirSync(path.join(webRoot, 'assets'), { recursive: true });
    fs.writeFileSync(
      path.join(webRoot, 'index.html'),
      '<html><head><title>x</title><!--site-info--></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), SCRIPT);
    // A build-time brotli copy (scripts/precompress.mjs) of another asset.
    fs.writeFileSync(path.join(webRoot, 'assets', 'page-def456.js'), SCRIPT);
    fs.writeFileSync(
      path.join(webRoot, 'assets', 'page-def456.js.br'),
      zlib.brotliCompressSync(SCRIPT, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    fs.writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg/>');
  });
  afterAll(async () => t.close());

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Nothing here: GET /api/no-such-thing',
    });
  });

  it('refuses an oversize JSON body with 413 and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        name: 'x'.repeat(2 * 1024 * 1024),
        message: 'hello there',
        rating: 5,
      }),
      remoteAddress: '10.1.0.1',
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is too large.',
    });
  });

  it('refuses a content type the route does not take with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: { 'content-type': 'application/xml' },
      payload: '<review/>',
      remoteAddress: '10.1.0.2',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(res.json().values).toEqual({ why: 'type' });
    expectWrittenByCode(res.json());

    const text = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
      remoteAddress: '10.1.0.2',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().code).toBe('VALIDATION_ERROR');
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // HSTS only over HTTPS (plugins/security.api.test.ts); this app is plain HTTP.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('tells the SPA who the shop is', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Athi River Hardware',
      phone: '254712345678',
      phoneDisplay: '+254 712 345 678',
      social: { whatsapp: 'https://wa.me/254712345678' },
    });
    // Served as prepared bytes without a per-request serializer: the shape is checked here.
    expect(SiteInfo.parse(res.json())).toEqual(res.json());
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/site',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('reports health after touching the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('hides the details of unexpected failures behind a request id', async () => {
    const app = await buildApp({
      config: t.config,
      db: connect({ kind: 'sqlite', file: path.join(t.dataDir, 'broken.sqlite') }),
      logger: false,
      webRoot,
    });
    app.get('/api/explode', { config: { policy: 'public' } }, async () => {
      throw new Error('SQLITE_CONSTRAINT: secret table detail');
    });
    const res = await app.inject({ method: 'GET', url: '/api/explode' });
    await app.close();
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.code).toBe('INTERNAL_ERROR');
    expect(body.message).not.toContain('SQLITE');
    expect(body.requestId).toEqual(expect.any(String));
  });

  it('will not start with an /api route that declares no access policy', async () => {
    const app = await buildApp({
      config: t.config,
      db: connect({ kind: 'sqlite', file: path.join(t.dataDir, 'policy.sqlite') }),
      logger: false,
      webRoot,
    });
    expect(() => app.get('/api/forgotten', async () => ({ ok: true }))).toThrow(
      /declares no access policy/,
    );
    await app.close();
  });

  it('guards every admin route: 401 anonymous, 403 for a regular user', async () => {
    const adminRoutes = t.app.routePolicies.filter(
      (r) => r.policy === 'admin' && r.method !== 'HEAD',
    );
    expect(adminRoutes.length).toBeGreaterThan(0);
    const user = await createUserWithSession(t, 'user');
    for (const route of adminRoutes) {
      const url = route.url.replace(/:(\w+)/g, 'some-$1');
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
      const anonymous = await t.app.inject({ method, url });
      expect(anonymous.statusCode, `${method} ${url} anonymous`).toBe(401);
      const asUser = await t.app.inject({ method, url, headers: user.auth });
      expect(asUser.statusCode, `${method} ${url} as user`).toBe(403);
    }
  });

  it('refuses an expired or unknown token as if none were sent', async () => {
    const admin = await createUserWithSession(t, 'admin');
    const bogus = await t.app.inject({
      method: 'DELETE',
      url: '/api/reviews/x',
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    expect(bogus.statusCode).toBe(401);
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    const expired = await t.app.inject({
      method: 'DELETE',
      url: '/api/reviews/x',
      headers: admin.auth,
    });
    expect(expired.statusCode).toBe(401);
  });

  describe('serving the built SPA', () => {
    let app: Awaited<ReturnType<typeof buildApp>>;
    beforeAll(async () => {
      app = await buildApp({
        config: loadConfig({ DATA_DIR: t.dataDir, SHOP_NAME: 'Mlolongo <Tools> & Co' }),
        db: connect({ kind: 'sqlite', file: path.join(t.dataDir, 'spa.sqlite') }),
        logger: false,
        webRoot,
      });
    });
    afterAll(async () => app.close());

    it('falls back to index.html for page routes, with the shop info embedded safely', async () => {
      const res = await app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<script id="site-info" type="application/json">');
      expect(res.body).not.toContain('<Tools>');
      const json = /<script id="site-info" type="application\/json">(.*?)<\/script>/.exec(
        res.body,
      )?.[1];
      const parsed = z.object({ name: z.string() }).parse(JSON.parse(json ?? 'null'));
      expect(parsed.name).toBe('Mlolongo <Tools> & Co');
      expect(res.body).toContain(
        '<title>Mlolongo &#60;Tools&#62; &#38; Co | Building materials in Athi River</title>',
      );
    });

    it('caches hashed assets for a year and other files briefly', async () => {
      const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
      expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    });

    it('compresses scripts and JSON for browsers that accept it', async () => {
      const asset = await app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(asset.headers['content-encoding']).toBe('br');
      expect(asset.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
      expect(zlib.brotliDecompressSync(asset.rawPayload).toString()).toBe(SCRIPT);

      const plain = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(SCRIPT);
    });

    it('sends the build-time brotli copy of an asset when there is one', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/assets/page-def456.js',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.rawPayload).toEqual(
        fs.readFileSync(path.join(webRoot, 'assets', 'page-def456.js.br')),
      );
    });

    it('sends a script only the headers a script obeys; pages and the SVG icon keep the whole set', async () => {
      const script = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(script.headers['x-content-type-options']).toBe('nosniff');
      expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(script.headers['referrer-policy']).toBe('no-referrer');
      for (const pageOnly of ['content-security-policy', 'x-frame-options', 'x-xss-protection'])
        expect(script.headers[pageOnly]).toBeUndefined();
      // An SVG opened on its own is a document that can run script; so is anything at a page's
      // address, whatever it ends with.
      for (const url of ['/favicon.svg', '/', '/products?x=.js', '/api/site']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
        expect(res.headers['x-frame-options'], url).toBe('DENY');
      }
    });

    it('answers a missing file with 404 rather than the page', async () => {
      const res = await app.inject({ method: 'GET', url: '/assets/missing-123.js' });
      expect(res.statusCode).toBe(404);
    });
  });
});
