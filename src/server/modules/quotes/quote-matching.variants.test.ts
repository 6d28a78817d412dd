import { describe, expect, it } from 'vitest';
import { QuoteMatcher } from './quote-matcher.js';
import { matchList } from './quote-matching.js';
import { VARIANT_CATALOGUE, VARIANT_LISTS } from './quote-matching.variants.fixture.js';

// Issue 42 item 4 (docs/decisions/134): lines naming sizes and units against products with
// variants and several sell units get the right variant, quantity and unit, >= 90% of them, and a
// line whose size or length the shop lacks gets none.

const matcher = new QuoteMatcher(VARIANT_CATALOGUE);
const outcomes = VARIANT_LISTS.flatMap((list) => {
  const matched = matchList(
    matcher,
    (p) => VARIANT_CATALOGUE[p]!.unit,
    list.lines.map((l) => l.line).join('\n'),
    (p) => VARIANT_CATALOGUE[p]!.price,
    (p) => VARIANT_CATALOGUE[p]!.units,
  );
  return list.lines.map((want, i) => {
    const got = matched[i]!;
    const sku = got.product === null ? null : VARIANT_CATALOGUE[got.product]!.sku;
    return {
      line: want.line,
      expected: `${want.sku ?? 'none'} x ${want.quantity} ${want.unit ?? '-'}`,
      got: `${sku ?? 'none'} x ${got.quantity} ${sku === null ? '-' : got.unit}`,
    };
  });
});

describe('matching sizes and units to variants and sell units', () => {
  it('holds lines of every kind: bars, sheets, cement, paint, wire, nails, chain', () => {
    expect(outcomes.length).toBeGreaterThanOrEqual(24);
  });

  // All of them since decision 134 (the floor was 90 in 100 until decision 170 raised it).
  it('gets every line right: variant, quantity and unit', () => {
    const wrong = outcomes.filter((o) => o.expected !== o.got);
    const score = (outcomes.length - wrong.length) / outcomes.length;
    expect(
      score,
      wrong.map((o) => `${o.line}: expected ${o.expected}, got ${o.got}`).join('\n'),
    ).toBe(1);
  });

  it('gives no variant to a line whose size or length the shop lacks', () => {
    const none = outcomes.filter((o) => o.expected.startsWith('none'));
    expect(none.length).toBeGreaterThanOrEqual(4);
    expect(none.filter((o) => !o.got.startsWith('none'))).toEqual([]);
  });
});

describe('quantities with a fraction, as typed', () => {
  const read = (text: string) => {
    const [got] = matchList(
      matcher,
      (p) => VARIANT_CATALOGUE[p]!.unit,
      text,
      (p) => VARIANT_CATALOGUE[p]!.price,
      (p) => VARIANT_CATALOGUE[p]!.units,
    );
    const sku = got!.product === null ? null : VARIANT_CATALOGUE[got!.product]!.sku;
    return { sku, unit: got!.unit, quantity: got!.quantity, exactQuantity: got!.exactQuantity };
  };

  it.each([
    ['2.5 tonnes Y12', 'BAR-Y12', 'tonne', 3, '2.5'],
    ['Y16 2,5 t', 'BAR-Y16', 'tonne', 3, '2.5'],
    ['1½ bags Simba cement', 'CEM-SIM', 'bag', 2, '1.5'],
    ['chain 1.5 m', 'CHAIN', 'meter', 2, '1.5'],
    ['binding wire 0,75 kg', 'BW', 'kg', 1, '0.75'],
  ])('%s is %s by the %s, %i whole or exactly %s', (text, sku, unit, quantity, exact) => {
    expect(read(text)).toEqual({ sku, unit, quantity, exactQuantity: exact });
  });

  it('keeps whole quantities as they were, and a fraction in a unit the product lacks aside', () => {
    expect(read('2 tonnes Y12')).toEqual({
      sku: 'BAR-Y12',
      unit: 'tonne',
      quantity: 2,
      exactQuantity: undefined,
    });
    // Sheets are sold by the sheet only: 2.5 t of them is for the shop to price, not 3 sheets.
    expect(read('box profile G30 3m 2.5 tonnes')).toMatchObject({ quantity: 1 });
  });
});
