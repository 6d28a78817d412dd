// The rows of `npm run bench` measured the way issue 29 measured the toll every request pays:
// 50 connections with keep-alive and no Accept-Encoding, beside a bare Fastify hello-world loaded
// the same way in the same run (docs/decisions/089-per-request-toll.md). bench.mjs calls these
// with its own `load`, so the numbers are taken exactly like the compressed rows.

/** 50 connections, no Accept-Encoding: every answer goes as its plain bytes. */
export const PLAIN_50 = { connections: 50, headers: {} };

export async function plainHello(load, bare, base) {
  return load('bare Fastify hello, 50 connections, uncompressed', bare, base, '/', PLAIN_50);
}

/**
 * A row read against a bare hello loaded just before and just after it (the mean of the two):
 * this host's speed drifts by a fifth within minutes, more than the differences being read
 * (docs/decisions/089-per-request-toll.md), so a hello taken at the start of the run is not
 * the same machine as the one the row ran on ten minutes later.
 */
export async function beside(hello, measure) {
  const before = await hello();
  const row = await measure();
  const after = await hello();
  const us = [before.cpuUsPerReq, after.cpuUsPerReq];
  return {
    ...row,
    versus: {
      cpuUsPerReq: (us[0] + us[1]) / 2,
      reqPerSec: (before.reqPerSec + after.reqPerSec) / 2,
    },
    helloUs: us,
  };
}

/**
 * /api/site, a cached catalogue page of 24, a product and the server-rendered home page, each
 * read against the hello loaded the same way just before and after it (`hello` loads it).
 */
export async function plainRows(load, server, shop, hello) {
  const page = await (await fetch(`${shop}/api/products?page=1`)).json();
  const product = page.items[0]?._id;
  const row = (label, path) =>
    beside(hello, () =>
      load(`${label}, 50 connections, uncompressed`, server, shop, path, PLAIN_50),
    );
  return [
    await row('/api/site', '/api/site'),
    await row('catalogue page of 24, cached', '/api/products?page=1'),
    ...(product ? [await row('a product', `/api/products/${product}`)] : []),
    await row('home page, server-rendered (cached)', '/'),
  ];
}
