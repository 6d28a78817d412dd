import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkQuantity,
  formatPerUnit,
  formatQuantity,
  lineTotal,
  parsePerUnit,
  parseQuantity,
  QTY_MAX,
  toStock,
} from './quantity.js';

const Y12_BARS_PER_TONNE = parsePerUnit('93.747')!;

describe('parseQuantity', () => {
  it('reads decimal strings as thousandths, a phone keyboard comma too', () => {
    expect(parseQuantity('2.5')).toEqual({ ok: true, value: 2500 });
    expect(parseQuantity('2,5')).toEqual({ ok: true, value: 2500 });
    expect(parseQuantity(' 12 ')).toEqual({ ok: true, value: 12000 });
    expect(parseQuantity('0.125')).toEqual({ ok: true, value: 125 });
    expect(parseQuantity('2.500')).toEqual({ ok: true, value: 2500 });
    expect(parseQuantity('007')).toEqual({ ok: true, value: 7000 });
  });

  it('refuses a fourth decimal instead of rounding it away', () => {
    expect(parseQuantity('0.1235')).toEqual({ ok: false, code: 'QTY_PRECISION' });
    expect(parseQuantity('2.0001')).toEqual({ ok: false, code: 'QTY_PRECISION' });
  });

  it('refuses a comma before three digits, which could mean 2.5 or 2500', () => {
    expect(parseQuantity('2,500')).toEqual({ ok: false, code: 'QTY_FORMAT' });
  });

  it('refuses what is not a plain decimal number', () => {
    for (const text of [
      '',
      ' ',
      '-1',
      '+2',
      '1e3',
      '2.',
      '.5',
      '1,000.5',
      '2 5',
      'abc',
      'NaN',
      '0x10',
    ]) {
      expect(parseQuantity(text), text).toEqual({ ok: false, code: 'QTY_FORMAT' });
    }
  });

  it('refuses a quantity over a million units, and a 60,000-digit one at once', () => {
    expect(parseQuantity('1000000')).toEqual({ ok: true, value: QTY_MAX });
    expect(parseQuantity('1000000.001')).toEqual({ ok: false, code: 'QTY_TOO_LARGE' });
    expect(parseQuantity('99999999999')).toEqual({ ok: false, code: 'QTY_TOO_LARGE' });
    const started = performance.now();
    expect(parseQuantity('9'.repeat(60_000))).toEqual({ ok: false, code: 'QTY_FORMAT' });
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('gives back what formatQuantity wrote, for every quantity', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: QTY_MAX }), (thousandths) => {
        expect(parseQuantity(formatQuantity(thousandths))).toEqual({
          ok: true,
          value: thousandths,
        });
      }),
    );
  });
});

describe('formatQuantity', () => {
  it('writes the shortest decimal', () => {
    expect(formatQuantity(2500)).toBe('2.5');
    expect(formatQuantity(3000)).toBe('3');
    expect(formatQuantity(125)).toBe('0.125');
    expect(formatQuantity(2496)).toBe('2.496');
    expect(formatQuantity(-1500)).toBe('-1.5');
  });
});

describe('perUnit', () => {
  it('reads up to six decimals exactly, and nothing that is not above zero', () => {
    expect(parsePerUnit('93.747')).toBe(93_747_000);
    expect(parsePerUnit('20')).toBe(20_000_000);
    expect(parsePerUnit('0.000001')).toBe(1);
    expect(formatPerUnit(93_747_000)).toBe('93.747');
    for (const text of ['0', '0.0000001', '-1', '1e3', '', 'x'])
      expect(parsePerUnit(text)).toBeNull();
  });
});

describe('checkQuantity', () => {
  const bags = { decimals: 0, min: 1000, step: 1000 };
  const chain = { decimals: 1, min: 500, step: 500 };

  it('refuses 0.1 bag as not whole, and accepts 1.5 m of chain', () => {
    expect(checkQuantity(100, bags)).toBe('QTY_NOT_WHOLE');
    expect(checkQuantity(1500, chain)).toBeNull();
  });

  it('names the first rule broken: decimals, then the minimum, then the step', () => {
    expect(checkQuantity(1250, chain)).toBe('QTY_PRECISION');
    expect(checkQuantity(0, bags)).toBe('QTY_BELOW_MIN');
    expect(checkQuantity(-1000, bags)).toBe('QTY_BELOW_MIN');
    expect(checkQuantity(200, { decimals: 1, min: 500, step: 100 })).toBe('QTY_BELOW_MIN');
    expect(checkQuantity(1200, chain)).toBe('QTY_STEP');
    expect(checkQuantity(QTY_MAX + 1000, bags)).toBe('QTY_TOO_LARGE');
  });
});

describe('toStock', () => {
  it('takes 234 bars for 2.5 t of Y12 at 93.747 bars a tonne, and charges 2.496 t', () => {
    const line = toStock(2500, Y12_BARS_PER_TONNE, { stockWhole: true, sellDecimals: 3 });
    expect(line).toEqual({
      requested: 2500,
      quantity: 2496,
      adjusted: true,
      stockQuantity: 234_000,
    });
    expect(lineTotal(170_000, line.quantity)).toBe(424_320);
  });

  it('leaves a quantity that falls on whole stock units as it is', () => {
    const tonneOfCement = parsePerUnit('20')!;
    expect(toStock(1500, tonneOfCement, { stockWhole: true, sellDecimals: 3 })).toEqual({
      requested: 1500,
      quantity: 1500,
      adjusted: false,
      stockQuantity: 30_000,
    });
  });

  it('keeps fractions of a stock unit that takes decimals (wire by the kilo from a 25 kg roll)', () => {
    const kilosPerRoll = parsePerUnit('25')!;
    expect(toStock(1250, kilosPerRoll, { stockWhole: false, sellDecimals: 3 }).stockQuantity).toBe(
      31_250,
    );
  });

  it('never sells a different amount of stock than it charges for (any quantity, any perUnit)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 1, max: 1_000_000_000 }),
        (requested, perUnit) => {
          const line = toStock(requested, perUnit, { stockWhole: true, sellDecimals: 3 });
          expect(line.stockQuantity % 1000).toBe(0);
          // The charged quantity is within half a thousandth (the grain) of the stock it takes.
          const stockAsSold = (line.stockQuantity * 1_000_000) / perUnit;
          expect(Math.abs(stockAsSold - line.quantity)).toBeLessThanOrEqual(0.5 + 1e-6);
          expect(line.adjusted).toBe(line.quantity !== requested);
        },
      ),
    );
  });
});

describe('lineTotal', () => {
  it('rounds half-up to whole shillings per line', () => {
    expect(lineTotal(741, 1500)).toBe(1112); // 1111.5
    expect(lineTotal(333, 1000)).toBe(333);
    expect(lineTotal(99, 1)).toBe(0); // 0.099
    expect(lineTotal(999, 501)).toBe(500); // 500.499
  });

  it('stays exact beyond a double for the largest line', () => {
    // 9,007,199 x 1,000,000.001 is past 2^53 before the division: a double would lose the .199.
    expect(lineTotal(9_007_199, 1_000_000_001)).toBe(9_007_199_009_007);
    expect(lineTotal(3, 1_000_000_001)).toBe(3_000_000);
    expect(() => lineTotal(Number.MAX_SAFE_INTEGER, QTY_MAX)).toThrow(RangeError);
  });
});
