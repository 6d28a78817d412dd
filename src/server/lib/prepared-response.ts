import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Answers that many visitors ask for and that change only on a write are kept as the exact bytes
// sent: serialized once, compressed once per encoding a browser asks for, with an ETag. A hit
// costs a map lookup and a write; a revalidation with the ETag costs a 304.

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Smaller bodies are not worth a compression header (the compress plugin uses the same bound). */
const COMPRESS_MIN_BYTES = 1024;
/** Above this the compression runs in the thread pool instead of on the request's thread. */
const COMPRESS_SYNC_MAX_BYTES = 256 * 1024;
// Brotli 5 gives nearly the size of 9 for JSON at a small fraction of the time (9 took ~8 ms
// for one page of 24 products, 5 about 0.1 ms). An answer is first compressed quickly (brotli 2,
// gzip 1: about half that time, ~10% larger); only one asked for again is compressed at the
// finer level, once. So the many answers that are sent once (a new filter, a deep page) pay the
// quick level, and the answers that are sent again and again are small.
const FINE = {
  br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  gzip: { level: 6 },
} as const;
const QUICK = {
  br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } },
  gzip: { level: 1 },
} as const;

type Coding = 'br' | 'gzip';

interface Encoded {
  bytes: Buffer | Promise<Buffer>;
  /** True once compressed at the finer level. */
  fine: boolean;
}

export interface PreparedBody {
  etag: string;
  raw: Buffer;
  /** application/json unless said otherwise. */
  contentType?: string;
  /** 200 unless said otherwise (a rendered 'not found' page is kept as a 404). */
  status?: number;
  /** Headers of this answer alone (a rendered page's own content security policy). */
  headers?: Record<string, string>;
  /** Compressed versions, made the first time a browser asks for that encoding. */
  encoded: Map<Coding, Encoded>;
}

/** JSON already written (e.g. put together from kept pieces): sent as it is. */
export class JsonText {
  constructor(readonly text: string | Buffer) {}
}

export function prepareJson(value: unknown): PreparedBody {
  if (!(value instanceof JsonText)) return prepareText(JSON.stringify(value));
  return typeof value.text === 'string' ? prepareText(value.text) : prepareBytes(value.text);
}

/** Any text answer, e.g. a rendered page, kept the same way as JSON. */
export function prepareText(
  text: string,
  options: { contentType?: string; status?: number; headers?: Record<string, string> } = {},
): PreparedBody {
  return prepareBytes(Buffer.from(text), options);
}

function prepareBytes(
  raw: Buffer,
  options: { contentType?: string; status?: number } = {},
): PreparedBody {
  const etag = `"${crypto.createHash('sha1').update(raw).digest('base64url').slice(0, 22)}"`;
  return { etag, raw, encoded: new Map(), ...options };
}

function compress(raw: Buffer, coding: Coding, fine: boolean): Buffer | Promise<Buffer> {
  const options = fine ? FINE : QUICK;
  const made =
    raw.length <= COMPRESS_SYNC_MAX_BYTES
      ? coding === 'br'
        ? zlib.brotliCompressSync(raw, options.br)
        : zlib.gzipSync(raw, options.gzip)
      : coding === 'br'
        ? brotli(raw, options.br)
        : gzip(raw, options.gzip);
  return made instanceof Promise ? made.then(exact) : exact(made);
}

/**
 * zlib hands back a small result as a view of its 16 KB working buffer; a kept answer would hold
 * the whole of it. A copy of the right size is kept instead, in memory of its own: `Buffer.from`
 * would put a small copy in Node's shared pool (8 KB on Node 22, 64 KB on Node 24), which a kept
 * answer would then hold alive.
 */
function exact(buffer: Buffer): Buffer {
  if (buffer.buffer.byteLength <= buffer.length * 2) return buffer;
  const copy = Buffer.allocUnsafeSlow(buffer.length);
  buffer.copy(copy);
  return copy;
}

/**
 * The body in this encoding: quick the first time, fine from the second time on. A rendered page
 * is fine from the first time: every page is asked for again, and its first visitor is the one on
 * a phone waiting for it (a product page of 30 variants: 14.8 KB quick, 13.0 KB fine, for about a
 * millisecond more, once per write).
 */
function encode(body: PreparedBody, coding: Coding): Buffer | Promise<Buffer> {
  const known = body.encoded.get(coding);
  if (known?.fine) return known.bytes;
  const fine = known !== undefined || body.contentType?.startsWith('text/html') === true;
  const made = compress(body.raw, coding, fine);
  const entry: Encoded = { bytes: made, fine };
  body.encoded.set(coding, entry);
  if (made instanceof Promise) {
    // Until the large one is ready, later requests are sent the quick version they can have.
    if (known) entry.bytes = known.bytes;
    void made.then(
      (buffer) => (entry.bytes = buffer),
      () => body.encoded.delete(coding),
    );
    return known ? known.bytes : made;
  }
  return made;
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

export async function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  body: PreparedBody,
  cacheControl: string,
): Promise<FastifyReply> {
  // Added to what the route already varies on (the home page's answer depends on the language
  // cookie too), never in place of it.
  const vary = reply.getHeader('vary');
  reply
    .header('cache-control', cacheControl)
    .header('etag', body.etag)
    .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  if (body.headers) reply.headers(body.headers);
  if (etagMatches(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  reply
    .code(body.status ?? 200)
    .header('content-type', body.contentType ?? 'application/json; charset=utf-8');
  if (body.raw.length >= COMPRESS_MIN_BYTES) {
    const acceptEncoding = request.headers['accept-encoding'] ?? '';
    const coding: Coding | null = accepts(acceptEncoding, 'br')
      ? 'br'
      : accepts(acceptEncoding, 'gzip')
        ? 'gzip'
        : null;
    if (coding) return reply.header('content-encoding', coding).send(await encode(body, coding));
  }
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

  constructor(
    private readonly maxEntries = 1000,
    private readonly prepare: (value: unknown) => PreparedBody = prepareJson,
  ) {}

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
    const work = build().then(this.prepare);
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

  /** Forgets one answer, e.g. one that was built from a failure and should be tried again. */
  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.building.clear();
  }
}
