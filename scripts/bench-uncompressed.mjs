// The rows of `npm run bench` measured the way issue 29 measured the toll every request pays:
// 50 connections with keep-alive and no Accept-Encoding, beside a bare Fastify hello-world loaded
// the same way in the same run (docs/decisions/089-per-request-toll.md). bench.mjs calls these
// with its own `load`, so the numbers are taken exactly like the compressed rows.

/** 50 connections, no Accept-Encoding: every answer goes as its plain bytes. */
export const PLAIN_50 = { connections: 50, headers: {} };

export async function plainHello(load, bare, base) {
  return load('bare Fastify hello, 50 connections, uncompressed', bare, base, '/', PLAIN_50);
}

/** /api/site, a cached catalogue page of 24, a product and the server-rendered home page. */
export async function plainRows(load, server, shop, versus) {
  const page = await (await fetch(`${shop}/api/products?page=1`)).json();
  const product = page.items[0]?._id;
  const row = async (label, path) => ({
    ...(await load(`${label}, 50 connections, uncompressed`, server, shop, path, PLAIN_50)),
    versus,
  });
  return [
    await row('/api/site', '/api/site'),
    await row('catalogue page of 24, cached', '/api/products?page=1'),
    ...(product ? [await row('a product', `/api/products/${product}`)] : []),
    await row('home page, server-rendered (cached)', '/'),
  ];
}
