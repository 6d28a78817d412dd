import { describe, expect, it } from 'vitest';
import type { Variant } from '#shared/variant.schema.js';
import {
  chooserGroups,
  chosenVariant,
  perUnitText,
  stockAmount,
  stockWording,
} from './variant-choice';

const variant = (
  id: string,
  options: Record<string, string>,
  extra: Partial<Variant> = {},
): Variant => ({
  _id: id,
  sku: `SKU-${id}`,
  title: Object.values(options).join(' / '),
  options,
  price: 1000,
  discount: null,
  finalPrice: 1000,
  stock: { onHand: '10', unit: 'sheet', status: 'in' },
  sellUnits: [],
  active: true,
  ...extra,
});

// Box-profile sheets: G28 in 2 m and 3 m, G30 in 3 m only, G32 listed but not stocked.
const options = [
  { name: 'Gauge', values: ['G28', 'G30', 'G32'] },
  { name: 'Length', values: ['2 m', '3 m'] },
];
const g28x2 = variant('a', { Gauge: 'G28', Length: '2 m' });
const g28x3 = variant('b', { Gauge: 'G28', Length: '3 m' });
const g30x3 = variant('c', { Gauge: 'G30', Length: '3 m' });
const g32x3 = variant('d', { Gauge: 'G32', Length: '3 m' }, { active: false });
const sheets = [g28x2, g28x3, g30x3, g32x3];

describe('the variant an address asks for', () => {
  it('is the active variant named by ?v=', () => {
    expect(chosenVariant(sheets, 'c')).toBe(g30x3);
  });

  it('falls back to the first active variant for an unknown, missing or inactive one', () => {
    expect(chosenVariant(sheets, 'nope')).toBe(g28x2);
    expect(chosenVariant(sheets, null)).toBe(g28x2);
    expect(chosenVariant(sheets, 'd')).toBe(g28x2);
    expect(chosenVariant([{ ...g28x2, active: false }, g30x3], null)).toBe(g30x3);
  });
});

describe('the option choosers', () => {
  it('lead to the combination with the other values kept when the shop stocks it', () => {
    const [gauge, length] = chooserGroups(options, sheets, g28x3);
    expect(gauge!.values.map((v) => [v.value, v.chosen, v.to?._id, v.exact])).toEqual([
      ['G28', true, 'b', true],
      ['G30', false, 'c', true],
      ['G32', false, undefined, false],
    ]);
    expect(length!.values.map((v) => [v.value, v.to?._id, v.exact])).toEqual([
      ['2 m', 'a', true],
      ['3 m', 'b', true],
    ]);
  });

  it('lead to the nearest stocked variant when the combination does not exist', () => {
    const [gauge] = chooserGroups(options, sheets, g28x2);
    // G30 comes only in 3 m: choosing it from G28 / 2 m opens G30 / 3 m, said to change the length.
    expect(gauge!.values[1]).toMatchObject({ value: 'G30', to: g30x3, exact: false });
  });

  it('show a value no active variant has, without a place to go', () => {
    const [gauge] = chooserGroups(options, sheets, g30x3);
    expect(gauge!.values[2]).toMatchObject({ value: 'G32', to: null });
  });
});

describe('stock and units in words', () => {
  it('says in stock, only so many left, or out of stock', () => {
    expect(stockWording(g28x2, 'In Stock')).toEqual({ kind: 'in' });
    const low = { ...g28x2, stock: { onHand: '3', unit: 'bar', status: 'low' as const } };
    expect(stockWording(low, 'In Stock')).toEqual({ kind: 'low', amount: '3' });
    const out = { ...g28x2, stock: { onHand: '0', unit: 'bar', status: 'out' as const } };
    expect(stockWording(out, 'In Stock')).toEqual({ kind: 'out' });
    expect(stockWording(g28x2, 'Discontinued')).toEqual({ kind: 'out' });
  });

  it('writes a measure with its symbol and a count without a noun', () => {
    expect(stockAmount('2.5', 'kg')).toBe('2.5 kg');
    expect(stockAmount('3', 'bar')).toBe('3');
    expect(stockAmount('1250', 'piece')).toBe('1,250');
  });

  it('names one unit after a price in the page language', () => {
    expect(perUnitText('bar', 'en')).toBe('/ bar');
    expect(perUnitText('tonne', 'sw')).toBe('/ tani');
    expect(perUnitText('something-old', 'en')).toBe('/ piece');
  });
});
