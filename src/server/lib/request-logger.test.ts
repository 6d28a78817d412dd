import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { lazyChildLogger } from './request-logger.js';

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: pino({ level: 'info', redact: ['*.password'] }, stream) };
}

describe("a request's logger", () => {
  it('is made only when something is logged through it, with the bindings and options given', () => {
    const { lines, logger } = capture();
    const child = vi.spyOn(logger, 'child');
    const log = lazyChildLogger(logger, { reqId: 'r-1' }, { level: 'warn' });
    expect(child).not.toHaveBeenCalled();
    expect(log.level).toBe('warn');

    log.info('not at this level');
    log.warn({ user: { password: 'hunter2' } }, 'went wrong');
    log.error('worse');
    expect(child).toHaveBeenCalledTimes(1);
    expect(child).toHaveBeenCalledWith({ reqId: 'r-1' }, { level: 'warn' });
    expect(lines.map((l) => [l.reqId, l.msg])).toEqual([
      ['r-1', 'went wrong'],
      ['r-1', 'worse'],
    ]);
    // The parent's redaction still applies to what the request logs.
    expect(lines[0]?.user).toEqual({ password: '[Redacted]' });
  });

  it("follows its parent's level until told its own, and makes children that keep its id", () => {
    const { lines, logger } = capture();
    const log = lazyChildLogger(logger, { reqId: 'r-2' }, {});
    expect(log.level).toBe('info');
    log.level = 'error';
    log.warn('quiet now');
    log.child({ step: 'pay' }).error('failed');
    expect(lines).toEqual([expect.objectContaining({ reqId: 'r-2', step: 'pay', msg: 'failed' })]);
  });

  it("as Fastify's factory: a request that logs nothing makes no child; one that logs carries its id", async () => {
    const { lines, logger } = capture();
    const child = vi.spyOn(logger, 'child');
    // As in the shop: the access line is written by a hook, not through each request's logger.
    const app = Fastify({
      loggerInstance: logger,
      childLoggerFactory: lazyChildLogger,
      disableRequestLogging: true,
    });
    app.get('/quiet', async () => ({ ok: true }));
    app.get('/loud', async (request) => {
      request.log.warn('stock ran out');
      return { ok: true };
    });
    await app.ready();
    const made = child.mock.calls.length;
    lines.length = 0;
    expect((await app.inject({ url: '/quiet' })).statusCode).toBe(200);
    expect(child.mock.calls.length).toBe(made);
    const loud = await app.inject({ url: '/loud' });
    expect(loud.statusCode).toBe(200);
    const warned = lines.find((l) => l.msg === 'stock ran out');
    expect(warned?.reqId).toEqual(expect.any(String));
    expect(lines.filter((l) => l.reqId === warned?.reqId).length).toBeGreaterThanOrEqual(1);
    await app.close();
  });
});
