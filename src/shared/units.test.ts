import { describe, expect, it } from 'vitest';
import { parsePerUnit, QUANTITY_CODES, toStock } from './quantity.js';
import { PRODUCT_UNITS } from './constants.js';
import { adjustmentText, quantityRefusal, quantityText, UNITS, unitOf } from './units.js';

describe('quantityText', () => {
  it('writes symbols after the number and names by count', () => {
    expect(quantityText(2500, 'tonne')).toBe('2.5 t');
    expect(quantityText(234_000, 'bar')).toBe('234 bars');
    expect(quantityText(1000, 'bag')).toBe('1 bag');
    expect(quantityText(1_500_000, 'bag')).toBe('1,500 bags');
  });

  it('puts the noun first in Kiswahili', () => {
    expect(quantityText(20_000, 'bag', 'sw')).toBe('mifuko 20');
    expect(quantityText(1000, 'bag', 'sw')).toBe('mfuko 1');
    expect(quantityText(2500, 'tonne', 'sw')).toBe('2.5 t');
  });
});

describe('adjustmentText', () => {
  const line = toStock(2500, parsePerUnit('93.747')!, { stockWhole: true, sellDecimals: 3 });

  it('shows what was asked, the stock it takes and what is charged', () => {
    expect(adjustmentText(line, 'tonne', 'bar')).toBe('2.5 t ≈ 234 bars (2.496 t)');
    expect(adjustmentText(line, 'tonne', 'bar', 'sw')).toBe('2.5 t ≈ nondo 234 (2.496 t)');
  });

  it('says nothing when nothing was adjusted', () => {
    const whole = toStock(2000, parsePerUnit('20')!, { stockWhole: true, sellDecimals: 3 });
    expect(adjustmentText(whole, 'tonne', 'bag')).toBeNull();
  });
});

describe('quantityRefusal', () => {
  const bags = { decimals: 0, min: 1000, step: 1000 };

  it('names the rule in words', () => {
    expect(quantityRefusal('QTY_NOT_WHOLE', 'bag', bags)).toBe(
      'Bags are sold whole: enter 1, 2, 3.',
    );
    expect(quantityRefusal('QTY_NOT_WHOLE', 'bag', bags, 'sw')).toBe(
      'Mifuko huuzwa kamili: andika 1, 2, 3.',
    );
    expect(quantityRefusal('QTY_BELOW_MIN', 'meter', { decimals: 1, min: 500, step: 500 })).toBe(
      'The least you can buy is 0.5 m.',
    );
    expect(quantityRefusal('QTY_STEP', 'meter', { decimals: 1, min: 500, step: 500 })).toBe(
      'Metres are sold in steps of 0.5: for example 0.5, 1.',
    );
  });

  it('has a text for every code in both languages', () => {
    for (const code of QUANTITY_CODES) {
      const en = quantityRefusal(code, 'kg', bags, 'en');
      const sw = quantityRefusal(code, 'kg', bags, 'sw');
      expect(en, code).toMatch(/\.$/);
      expect(sw, code).toMatch(/\.$/);
      expect(sw, code).not.toBe(en);
    }
  });
});

it('knows every unit of the spec product form, and reads any other text as a piece', () => {
  for (const unit of PRODUCT_UNITS) expect(Object.hasOwn(UNITS, unit), unit).toBe(true);
  expect(unitOf('litre')).toBe('litre');
  expect(unitOf('crate')).toBe('piece');
  expect(unitOf('__proto__')).toBe('piece');
});
