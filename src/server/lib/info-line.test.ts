import { Writable } from 'node:stream';
import { pino, type LoggerOptions } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loggerOptions } from '../app.js';
import { infoLineWriter } from './info-line.js';

/** A pino logger with these options whose lines are kept in `lines`. */
function capturing(options: LoggerOptions) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino(options, stream), lines };
}

// The shop's own options (its redaction of secrets among them), minus where the lines go.
const { redact } = loggerOptions('info') as LoggerOptions;
const SHOP: LoggerOptions = { level: 'info', redact };

const MESSAGES = [
  'GET /api/site 200 0.4ms 5d0c3c1e-7f83-4f57-9a8b-2f4c1b9e0a11',
  'GET /api/products?q=mabati%20ya%20"rangi"&page=2 200 1.2ms id',
  'GET /a\\b 404 0.1ms id',
  'GET /api/products?q=saruji\u0007 400 0.2ms id',
  'GET /api/products?q=bati na msumari — Athi River 200 0.3ms id',
  `GET /${'x'.repeat(300)} 404 0.1ms id`,
];

afterEach(() => {
  vi.useRealTimers();
});

describe("the info line written without pino's general path", () => {
  it('is the very line pino writes for the same message, byte for byte', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T02:40:00.123Z'), toFake: ['Date'] });
    const byPino = capturing(SHOP);
    const byHand = capturing(SHOP);
    const write = infoLineWriter(byHand.logger);
    expect(write).not.toBeNull();
    for (const message of MESSAGES) {
      byPino.logger.info(message);
      write?.(message);
    }
    expect(byHand.lines).toEqual(byPino.lines);
    expect(byHand.lines).toHaveLength(MESSAGES.length);
    expect(JSON.parse(byHand.lines[1] ?? '')).toMatchObject({ level: 30, msg: MESSAGES[1] });
  });

  it("carries a child logger's bindings like pino does", () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    const byPino = capturing(SHOP);
    const byHand = capturing(SHOP);
    byPino.logger.child({ part: 'jobs' }).info(MESSAGES[0]);
    infoLineWriter(byHand.logger.child({ part: 'jobs' }))?.(MESSAGES[0] ?? '');
    expect(byHand.lines).toEqual(byPino.lines);
  });

  it('declines a logger whose lines it would not repeat, so the caller logs through pino', () => {
    const declined: LoggerOptions[] = [
      { mixin: () => ({ extra: 1 }) },
      { formatters: { log: (o) => ({ ...o, wrapped: true }) } },
      { msgPrefix: '[shop] ' },
      { messageKey: 'message' },
      { hooks: { streamWrite: (s) => s.toUpperCase() } },
      { hooks: { logMethod: (args, method) => method(...args) } },
    ];
    for (const options of declined) {
      expect(infoLineWriter(capturing(options).logger), JSON.stringify(options)).toBeNull();
    }
    expect(infoLineWriter({ info: () => {} })).toBeNull();
    expect(infoLineWriter(null)).toBeNull();
  });
});
