import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  jsonOf,
  type TestApp,
} from './test/harness.js';
import { multipart, sendForm } from './modules/media/media.test-helpers.js';
import { fieldPaths, queryNames, validBodiesWith, withValueAt } from './test/route-inputs.js';
import type { RoutePolicyEntry } from './types.js';

// A lookup table keyed by what a visitor typed finds the names every JavaScript object inherits:
// `SWAHILI_SYNONYMS['constructor']` is Object, and `GET /api/products?q=constructor` was a 500.
// Here every route gets those names in every query parameter, body field and path parameter it
// declares (and as extra keys), one at a time over a valid request, as the caller its policy
// admits. The answer is never a 5xx, an error is {message, code}, and nothing is logged as an
// error (the harness fails the file on any error-level line).

const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

describe(`prototype names in every field of every route (${dialectUnderTest})`, () => {
  let t: TestApp;
  let ip = 0;
  const real: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createUserWithSession(t, 'admin');
    const product = jsonOf(
      await sendForm(
        t.app,
        'POST',
        '/api/products',
        [
          { name: 'sku', value: 'PIPE-1' },
          { name: 'name', value: 'PVC Pipe' },
          { name: 'category', value: 'Plumbing' },
          { name: 'unit', value: 'piece' },
          { name: 'price', value: '450' },
          { name: 'stock', value: '100' },
        ],
        admin.auth,
      ),
      201,
    );
    real.id = product._id;
    const post = jsonOf(
      await sendForm(
        t.app,
        'POST',
        '/api/blogs',
        [
          { name: 'title', value: 'A post' },
          { name: 'content', value: 'Text.' },
        ],
        admin.auth,
      ),
      201,
    );
    real.slug = post.slug;
    const commented = await t.app.inject({
      method: 'POST',
      url: `/api/blogs/${post.slug}/comments`,
      headers: admin.auth,
      payload: { text: 'First' },
    });
    real.comment = jsonOf(commented, 201).comments[0]._id;
    const zone = await t.app.inject({
      method: 'POST',
      url: '/api/admin/delivery-zones',
      headers: admin.auth,
      payload: { name: 'Around', counties: ['Machakos', 'Nairobi'], fee: 300 },
    });
    jsonOf(zone, 201);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        customerName: 'Buyer',
        phone: '0712345678',
        items: [{ productId: real.id, qty: 2 }],
        delivery: { method: 'pickup' },
      },
    });
    real.reference = jsonOf(order, 201).reference;
  });
  afterAll(async () => t.close());

  it("answers a search for 'constructor' (and the other prototype names) with a page", async () => {
    for (const name of PROTOTYPE_NAMES) {
      const res = await t.app.inject({ method: 'GET', url: `/api/products?q=${name}` });
      expect(jsonOf(res, 200).total, name).toBe(0);
    }
  });

  it('answers every route with 4xx {message, code} or success', async () => {
    // Deletions last, so the records the other routes look up are still there.
    const routes = t.app.routePolicies
      .filter((r) => r.method !== 'HEAD')
      .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    expect(routes.length).toBeGreaterThan(30);
    const valid = validBodiesWith({ productId: real.id! });
    let requests = 0;

    for (const route of routes) {
      const auth =
        route.policy === 'public' ? {} : (await createUserWithSession(t, route.policy)).auth;
      const base = valid[`${route.method} ${route.url}`];
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      const asForm = hasBody && (await takesForm(t.app, route, auth));
      const cases: { label: string; path: string; query: string; body: unknown }[] = [];
      const pathWith = (url: string) =>
        url.replace(/:(\w+)/g, (_, p: string) => real[p === 'commentId' ? 'comment' : p] ?? 'x');
      const realPath = pathWith(route.url);
      for (const name of PROTOTYPE_NAMES) {
        for (const param of route.url.match(/:\w+/g) ?? [])
          cases.push({
            label: `${param}=${name}`,
            path: pathWith(route.url.replace(param, encodeURIComponent(name))),
            query: '',
            body: base,
          });
        for (const q of queryNames(route))
          cases.push({
            label: `?${q}=${name}`,
            path: realPath,
            query: `${q}=${encodeURIComponent(name)}`,
            body: base,
          });
        if (!hasBody) continue;
        const declared = fieldPaths(route.schema?.body);
        const paths = declared.length > 0 ? declared : Object.keys(base ?? {}).map((k) => [k]);
        for (const field of paths)
          cases.push({
            label: `${field.join('.')}=${name}`,
            path: realPath,
            query: '',
            body: withValueAt(base ?? {}, field, name),
          });
        cases.push({
          label: `key ${name}`,
          path: realPath,
          query: '',
          body: withValueAt(base ?? {}, [name], name),
        });
      }

      for (const c of cases) {
        requests += 1;
        ip += 1;
        const url = c.query ? `${c.path}?${c.query}` : c.path;
        const sent = asForm ? formOf(c.body, route.url.includes('/import/')) : jsonBody(c.body);
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { ...auth, ...(hasBody ? sent.headers : {}) },
          ...(hasBody ? { payload: sent.payload } : {}),
          remoteAddress: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
        });
        const where = `${route.method} ${route.url} with ${c.label} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, where).toBeLessThan(500);
        if (res.statusCode >= 400) {
          const answer = res.json() as { message?: unknown; code?: unknown };
          expect(typeof answer.message, where).toBe('string');
          expect(typeof answer.code, where).toBe('string');
        }
      }
    }
    expect(requests).toBeGreaterThan(500);
  }, 120_000);
});

/** Whether the route reads a multipart form (it refuses JSON with 415). */
async function takesForm(
  app: FastifyInstance,
  route: RoutePolicyEntry,
  auth: Record<string, string>,
): Promise<boolean> {
  const res = await app.inject({
    method: route.method as 'POST',
    url: route.url.replace(/:\w+/g, 'x'),
    headers: { ...auth, 'content-type': 'application/json' },
    payload: '{}',
    remoteAddress: '10.255.255.254',
  });
  return res.statusCode === 415;
}

function jsonBody(body: unknown) {
  return { payload: JSON.stringify(body ?? {}), headers: { 'content-type': 'application/json' } };
}

/**
 * A form of the body's top-level fields, lists as JSON text. An import gets a CSV file instead,
 * whose header and cells are the fields' names and values.
 */
function formOf(body: unknown, csv: boolean) {
  const fields = Object.entries((body ?? {}) as Record<string, unknown>).map(([name, value]) => ({
    name,
    value: typeof value === 'string' ? value : JSON.stringify(value),
  }));
  if (!csv) return multipart(fields);
  const row = (cells: string[]) => cells.map((c) => `"${c.replace(/"/g, '""')}"`).join(',');
  const text = `${row(['sku', ...fields.map((f) => f.name)])}\n${row(['SKU-1', ...fields.map((f) => f.value)])}\n`;
  return multipart([{ name: 'file', file: { filename: 'p.csv', data: Buffer.from(text) } }]);
}
