import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE } from '#shared/quote-limits.js';
import { createTestApp, dialectUnderTest, jsonOf, type TestApp } from '../../test/harness.js';
import { insertProduct } from '../../test/builders.js';

// Issue 40 item 6: `POST /api/quotes/match` with one line of 59,999 digits answered after
// 29-59 s, and every other request waited as long. A list of 60,000 characters is now answered
// or refused within 300 ms, and a request sent beside it is answered at once (DESIGN 5: lengths
// are checked before patterns, and the patterns run in linear time).

describe(`a long list does not hold the shop (${dialectUnderTest})`, () => {
  let t: TestApp;
  let ip = 0;
  const match = (text: string) => {
    ip += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/quotes/match',
      payload: { text },
      remoteAddress: `10.61.0.${ip}`,
    });
  };
  const site = () => t.app.inject({ method: 'GET', url: '/api/site' });

  /** The list's answer and a page of /api/site asked for 20 ms later, each with when it came. */
  async function beside(text: string) {
    const started = performance.now();
    const since = <T>(answer: Promise<T>) =>
      answer.then((res) => ({ res, ms: performance.now() - started }));
    const listed = since(match(text));
    const other = since(new Promise((sent) => setTimeout(sent, 20)).then(site));
    return { list: await listed, other: await other };
  }

  beforeAll(async () => {
    t = await createTestApp();
    const now = t.clock.now();
    await insertProduct(t.db, { sku: 'CEM-BAM', name: 'Bamburi Cement 42.5', unit: 'bag' }, now);
    await insertProduct(
      t.db,
      { sku: 'STL-Y12', name: 'Y12 Deformed Steel Bar 12m', unit: 'piece' },
      now,
    );
    // The first list makes the matcher; the attack comes once it is made, as on a live shop.
    jsonOf(await match('cement 5'), 200);
    jsonOf(await site(), 200);
  });
  afterAll(async () => t.close());

  it('refuses a line of 59,999 digits within 300 ms, naming the limit, while another request is answered', async () => {
    const { list, other } = await beside('9'.repeat(59_999));
    expect(jsonOf(list.res, 400)).toEqual({
      message: `Line 1 has 59,999 characters; a line can have at most ${QUOTE.listLineMax}. Please shorten it.`,
      code: 'LINE_TOO_LONG',
      values: { line: 1, length: '59,999', max: QUOTE.listLineMax },
    });
    expect(list.ms).toBeLessThan(300);
    expect(other.res.statusCode).toBe(200);
    expect(other.ms).toBeLessThan(300);
  });

  it('names the first line that is too long, counting the lines as written', async () => {
    const text = `cement 5\n\nY12 x 30\n${'mabati '.repeat(100)}\nsand`;
    expect(jsonOf(await match(text), 400)).toMatchObject({
      message: `Line 4 has 700 characters; a line can have at most ${QUOTE.listLineMax}. Please shorten it.`,
      code: 'LINE_TOO_LONG',
    });
  });

  it('answers a 60,000-character list of the longest lines within 300 ms, while another request is answered', async () => {
    // 120 lines of 499 hostile characters each: digits, digits and commas, words and sizes.
    const shapes = ['9', '1,', '12 x ', 'y1', 'cement 5 bags ', '1"'];
    const lines = Array.from({ length: 120 }, (_, i) =>
      shapes[i % shapes.length]!.repeat(500).slice(0, QUOTE.listLineMax - 1),
    );
    const text = lines.join('\n');
    expect(text.length).toBeGreaterThanOrEqual(59_999);
    // 300 ms (about 60 ms on a quiet machine); on a machine busy with other work, no more than
    // five times what 120 ordinary lines cost just before (three was too tight: 331 ms against
    // 317 in a CI run with other work on both cores). Lines of 499 characters cost the unbounded
    // patterns about ten times this (587 ms once here, quiet): the 59,999-digit line above is the
    // attack; this holds the answered path to its budget.
    const ordinary = Array.from({ length: 120 }, (_, i) => `cement ${i + 1} bags`).join('\n');
    const { list: plain } = await beside(ordinary);
    const budget = Math.max(300, 5 * plain.ms);
    const { list, other } = await beside(text);
    expect(jsonOf<{ lines: unknown[] }>(list.res, 200).lines).toHaveLength(120);
    expect(list.ms).toBeLessThan(budget);
    expect(other.res.statusCode).toBe(200);
    expect(other.ms).toBeLessThan(budget);
  });

  it('still answers a line at the limit', async () => {
    const line = `cement 5 bags ${'x'.repeat(QUOTE.listLineMax - 14)}`;
    expect(line).toHaveLength(QUOTE.listLineMax);
    expect(jsonOf<{ lines: unknown[] }>(await match(line), 200).lines).toHaveLength(1);
  });
});
