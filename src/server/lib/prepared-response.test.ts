import zlib from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { JsonText, prepareJson, prepareText, sendPrepared } from './prepared-response.js';

describe('prepared answers', () => {
  it('compresses quickly the first time and finely once asked again, the same text each time', async () => {
    const items = Array.from({ length: 200 }, (_, i) => ({
      id: i,
      name: `Portland Cement ${i % 17}kg`,
      note: (i * 7919).toString(36).repeat(4),
    }));
    const body = prepareJson({ items });
    const app = Fastify();
    app.get('/', (request, reply) => sendPrepared(request, reply, body, 'no-cache'));
    const sent: Buffer[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
      expect(res.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(res.rawPayload).equals(body.raw)).toBe(true);
      sent.push(res.rawPayload);
    }
    // The second answer is the finer compression (smaller); from then on it is kept as it is.
    expect(sent[1]!.length).toBeLessThan(sent[0]!.length);
    expect(sent[2]!.equals(sent[1]!)).toBe(true);
    // What is kept is the compressed bytes, not zlib's 16 KB working buffer around them.
    const kept = body.encoded.get('br')!.bytes as Buffer;
    expect(kept.length).toBeLessThan(4096);
    expect(kept.buffer.byteLength).toBeLessThanOrEqual(kept.length * 2);
    await app.close();
  });

  it('compresses a rendered page finely from its first visitor on', async () => {
    const rows = Array.from(
      { length: 300 },
      (_, i) =>
        `<li><a href="/products/p${i}?v=${(i * 7919).toString(36)}">Y${i % 40} bar</a></li>`,
    ).join('');
    const page = prepareText(`<!doctype html><ul>${rows}</ul>`, {
      contentType: 'text/html; charset=utf-8',
    });
    const app = Fastify();
    app.get('/', (request, reply) => sendPrepared(request, reply, page, 'no-cache'));
    const first = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    const fine = zlib.brotliCompressSync(page.raw, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
    });
    expect(first.rawPayload.equals(fine)).toBe(true);
    const again = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    await app.close();
  });

  it('sends JSON text as it was written', () => {
    const text = '{"items":[{"a":1}],"total":1}';
    expect(prepareJson(new JsonText(text)).raw.toString()).toBe(text);
    expect(prepareJson({ a: 1 }).raw.toString()).toBe('{"a":1}');
  });
});
