import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  type TestApp,
} from '../test/harness.js';

// Headers found wrong by an outside scan: HSTS over plain HTTP (a browser ignores it there, and a
// shop reached over http must not promise https), X-Frame-Options contradicting frame-ancestors,
// and answers with private data that a shared cache or the back button could keep.

describe(`transport and framing headers (${dialectUnderTest})`, () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });
  const start = async (env: Record<string, string> = {}) => {
    const t = await createTestApp({ env });
    apps.push(t);
    return t;
  };

  it('sends HSTS only over HTTPS: never on plain HTTP', async () => {
    const t = await start({ PUBLIC_URL: 'http://shop.local:3000' });
    const res = await t.app.inject({ url: '/api/site' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // A client's own claim of https is not believed without a trusted proxy.
    const claimed = await t.app.inject({
      url: '/api/site',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the public address is https', async () => {
    const t = await start({ PUBLIC_URL: 'https://shop.example.co.ke' });
    const res = await t.app.inject({ url: '/api/site' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends HSTS when a trusted proxy says the request came over https', async () => {
    const t = await start({ PUBLIC_URL: 'http://shop.local:3000', TRUST_PROXY: '127.0.0.1' });
    const viaProxy = await t.app.inject({
      url: '/api/site',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '127.0.0.1',
    });
    expect(viaProxy.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const plain = await t.app.inject({ url: '/api/site', remoteAddress: '127.0.0.1' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const untrusted = await t.app.inject({
      url: '/api/site',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '10.9.9.9',
    });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });

  it("forbids framing the same way twice: X-Frame-Options DENY beside frame-ancestors 'none'", async () => {
    const t = await start();
    const res = await t.app.inject({ url: '/api/site' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

describe(`private answers are never stored (${dialectUnderTest})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers every admin and signed-in route, and order, contact and account calls, with no-store', async () => {
    const admin = await createUserWithSession(t, 'admin');
    const isPrivate = (url: string, policy: string) =>
      policy !== 'public' || /^\/api\/(orders|contact|auth|email)(\/|$)/.test(url);
    const routes = t.app.routePolicies.filter(
      (r) => r.method !== 'HEAD' && isPrivate(r.url, r.policy),
    );
    expect(routes.some((r) => r.url.startsWith('/api/admin/'))).toBe(true);
    expect(routes.some((r) => r.url === '/api/orders' && r.method === 'POST')).toBe(true);
    expect(routes.some((r) => r.url === '/api/contact' && r.method === 'POST')).toBe(true);
    let ip = 0;
    for (const route of routes) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:\w+/g, 'x'),
        headers: route.url === '/api/auth/logout' ? {} : admin.auth,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        remoteAddress: `10.77.0.${(ip += 1)}`,
      });
      expect(
        res.headers['cache-control'],
        `${route.method} ${route.url} -> ${res.statusCode}`,
      ).toBe('no-store');
    }
  });

  it('stores a placed order and a sent contact message nowhere (their answers carry name and phone)', async () => {
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Jo', email: 'jo@example.test', message: 'Hello there' },
      remoteAddress: '10.78.0.1',
    });
    expect(contact.statusCode).toBe(201);
    expect(contact.headers['cache-control']).toBe('no-store');
  });
});
