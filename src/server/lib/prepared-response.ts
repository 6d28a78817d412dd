import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Answers that many visitors ask for and that change only on a write are kept as the exact bytes
// sent: serialized once, compressed once (brotli and gzip, in the thread pool), with an ETag.
// A hit costs a map lookup and a write; a revalidation with the ETag costs a 304.

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Smaller bodies are not worth a compression header (the compress plugin uses the same bound). */
const COMPRESS_MIN_BYTES = 1024;

export interface PreparedBody {
  etag: string;
  raw: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

export async function prepareJson(value: unknown): Promise<PreparedBody> {
  const raw = Buffer.from(JSON.stringify(value));
  const etag = `"${crypto.createHash('sha1').update(raw).digest('base64url').slice(0, 22)}"`;
  if (raw.length < COMPRESS_MIN_BYTES) return { etag, raw, br: null, gzip: null };
  const [br, gz] = await Promise.all([
    // Quality 5 keeps a 20,000-product list to a fraction of a second; pages are a few KB.
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: raw.length > 1_000_000 ? 5 : 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip(raw, { level: 6 }),
  ]);
  return { etag, raw, br, gzip: gz };
}

function accepts(header: string, coding: string): boolean {
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== coding) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  body: PreparedBody,
  cacheControl: string,
): FastifyReply {
  reply
    .header('cache-control', cacheControl)
    .header('etag', body.etag)
    .header('vary', 'accept-encoding');
  if (etagMatches(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  reply.header('content-type', 'application/json; charset=utf-8');
  const acceptEncoding = request.headers['accept-encoding'] ?? '';
  if (body.br && accepts(acceptEncoding, 'br'))
    return reply.header('content-encoding', 'br').send(body.br);
  if (body.gzip && accepts(acceptEncoding, 'gzip'))
    return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.raw);
}

/**
 * A bounded map of prepared answers. `clear` drops everything and also stops answers still being
 * built from an older state of the database from being stored after it.
 */
export class PreparedCache {
  private entries = new Map<string, PreparedBody>();
  private building = new Map<string, Promise<PreparedBody>>();
  private generation = 0;
  enabled = true;

  constructor(private readonly maxEntries = 1000) {}

  get size(): number {
    return this.entries.size;
  }

  peek(key: string): PreparedBody | undefined {
    return this.enabled ? this.entries.get(key) : undefined;
  }

  async get(key: string, build: () => Promise<unknown>): Promise<PreparedBody> {
    const hit = this.peek(key);
    if (hit) return hit;
    const pending = this.enabled ? this.building.get(key) : undefined;
    if (pending) return pending;
    const generation = this.generation;
    const work = build().then(prepareJson);
    if (!this.enabled) return work;
    this.building.set(key, work);
    try {
      const body = await work;
      if (generation === this.generation) {
        // Oldest first out: Map keeps insertion order.
        if (this.entries.size >= this.maxEntries) {
          const oldest = this.entries.keys().next().value;
          if (oldest !== undefined) this.entries.delete(oldest);
        }
        this.entries.set(key, body);
      }
      return body;
    } finally {
      if (this.building.get(key) === work) this.building.delete(key);
    }
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.building.clear();
  }
}
