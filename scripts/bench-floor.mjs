// The floor under the shop's /api/site: a bare Fastify server that sends the very answer the shop
// sends (its status, every header but the ones Node adds itself, its body as kept bytes) and does
// nothing else: no hooks, no log line, no routing of its own. Read beside the same hellos as the
// shop's row, it shows how much of the shop's ratio the answer itself costs before any of the
// shop's own work (docs/decisions/089-per-request-toll.md).
import { beside, PLAIN_50 } from './bench-uncompressed.mjs';
import { FLOOR_PORT } from './bench-settings.mjs';

/** Headers Node writes on its own (or from the body): the floor server leaves them to Node. */
const NODE_OWN = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

/** Starts the floor server with the answer the shop gives for `path` (asked without compression). */
export async function startFloor({ start, waitFor }, shopBase, path) {
  const res = await fetch(`${shopBase}${path}`, { headers: { 'accept-encoding': 'identity' } });
  const body = await res.text();
  const headers = Object.fromEntries(
    [...res.headers].filter(([name]) => !NODE_OWN.has(name.toLowerCase())),
  );
  const server = start(
    [
      '--input-type=module',
      '-e',
      `import Fastify from 'fastify';
       const { status, headers, body } = JSON.parse(process.env.FLOOR_ANSWER);
       const bytes = Buffer.from(body);
       const app = Fastify();
       app.get('/', (request, reply) => reply.code(status).headers(headers).send(bytes));
       await app.listen({ port: ${FLOOR_PORT}, host: '127.0.0.1' });`,
    ],
    { FLOOR_ANSWER: JSON.stringify({ status: res.status, headers, body }) },
  );
  const base = `http://127.0.0.1:${FLOOR_PORT}`;
  await waitFor(`${base}/`);
  return { server, base, headerCount: Object.keys(headers).length };
}

/** The floor's rows, loaded like /api/site's compressed and uncompressed rows, beside hellos. */
export async function floorRows(load, floor, hellos, path) {
  const label = `floor: bare Fastify sending ${path}'s answer (${floor.headerCount} headers), nothing else`;
  return [
    await beside(hellos.compressed, () => load(label, floor.server, floor.base, '/')),
    await beside(hellos.plain, () =>
      load(`${label}, 50 connections, uncompressed`, floor.server, floor.base, '/', PLAIN_50),
    ),
  ];
}
