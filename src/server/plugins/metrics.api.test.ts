import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest, type TestApp } from '../test/harness.js';

// Decision 63: /metrics in Prometheus' format behind METRICS_TOKEN, absent without it.

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('is absent', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => t.close());

  const scrape = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('answers 401 without the token or with another', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, 'Bearer ']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: expect.any(String), code: 'METRICS_TOKEN_REQUIRED' });
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('times requests by route pattern, never by the address asked for', async () => {
    await t.app.inject({ method: 'GET', url: '/api/site' });
    await t.app.inject({ method: 'GET', url: '/api/products/no-such-product-7f3a' });
    const body = await scrape();
    expect(body).toMatch(
      /shop_http_request_duration_seconds_count\{method="GET",route="\/api\/site",status="200"\} 1/,
    );
    expect(body).toContain('route="/api/products/:id",status="404"');
    expect(body).not.toContain('no-such-product-7f3a');
    expect(body).toMatch(/^shop_nodejs_eventloop_lag_seconds \d/m);
  });

  it('reads the jobs when asked: waiting by kind, oldest due, failed, dead', async () => {
    await t.app.jobs.enqueue(t.db, 'order-paid', { paymentId: 'no-such-payment' });
    t.clock.advance(90_000);
    const body = await scrape();
    expect(body).toMatch(/^shop_jobs_waiting\{kind="order-paid"\} 1$/m);
    expect(body).toMatch(/^shop_jobs_oldest_due_seconds 90$/m);
    expect(body).toMatch(/^shop_jobs_failed 0$/m);
    expect(body).toMatch(/^shop_jobs_dead 0$/m);
  });

  it('counts M-Pesa results by code', async () => {
    t.app.metrics.mpesaResult(0);
    t.app.metrics.mpesaResult('1032');
    t.app.metrics.mpesaResult(1032);
    const body = await scrape();
    expect(body).toMatch(/^shop_mpesa_results_total\{code="1032"\} 2$/m);
    expect(body).toMatch(/^shop_mpesa_results_total\{code="0"\} 1$/m);
  });

  it.runIf(dialectUnderTest === 'postgres')('shows the database pool', async () => {
    expect(await scrape()).toMatch(/^shop_db_pool_connections\{state="total"\} \d+$/m);
  });
});
