import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { batchedLines } from './batched-log.js';

const line = (i: number) => `{"level":30,"msg":"GET /api/site 200 0.3ms request ${i}"}\n`;

describe('log lines handed on in batches', () => {
  afterEach(() => vi.useRealTimers());

  it('hands whole lines on in order, about 4 KB at a time', () => {
    const chunks: string[] = [];
    const log = batchedLines({ write: (c) => chunks.push(c) });
    for (let i = 0; i < 200; i += 1) log.write(line(i));
    log.end();
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.length).toBeLessThan(200 / 10);
    for (const chunk of chunks.slice(0, -1)) expect(chunk.length).toBeGreaterThanOrEqual(4096);
    expect(chunks.join('')).toBe(Array.from({ length: 200 }, (_, i) => line(i)).join(''));
  });

  it("hands a quiet moment's lines on within a quarter of a second", () => {
    vi.useFakeTimers();
    const chunks: string[] = [];
    const log = batchedLines({ write: (c) => chunks.push(c) });
    log.write(line(1));
    expect(chunks).toEqual([]);
    vi.advanceTimersByTime(250);
    expect(chunks).toEqual([line(1)]);
    log.end();
  });

  it('at exit, writes what the sink holds and then its own lines, synchronously', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'log-')), 'out.log');
    const fd = fs.openSync(file, 'w');
    const order: string[] = [];
    const sink = {
      fd,
      write: () => order.push('async write'),
      flushSync: () => {
        order.push('sink flushed');
        fs.writeSync(fd, line(0));
      },
    };
    const log = batchedLines(sink);
    log.write(line(1));
    log.write(line(2));
    log.final();
    log.end();
    fs.closeSync(fd);
    expect(order).toEqual(['sink flushed']);
    expect(fs.readFileSync(file, 'utf8')).toBe(line(0) + line(1) + line(2));
  });
});
