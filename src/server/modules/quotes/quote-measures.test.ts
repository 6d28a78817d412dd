import { describe, expect, it } from 'vitest';
import { writtenDecimal, writtenMeasure } from './quote-measures.js';

// Issue 40 item 3b: a quantity written in the product's own unit is its quantity.
describe('a quantity written in the product’s own unit', () => {
  it.each([
    ['wire nails 4 inch - 10kg', 'kg', 10],
    ['misumari kilo 8', 'kg', 8],
    ['timber 2x4 120m', 'meter', 120],
    ['mbao 2x2 mita 150', 'meter', 150],
    ['solignum lita 10', 'litre', 10],
    ['wood preservative 4 litres', 'litre', 4],
    ['vigae 40x40 sqm 45', 'square_meter', 45],
    ['porcelain 60x60 30m2', 'square_meter', 30],
    ['quarry dust tani 6', 'tonne', 6],
    ['fascia 1x8 ft 96', 'foot', 96],
    ['T&G 1x4 - 350ft', 'foot', 350],
  ])('reads %s in %s as %i', (item, unit, quantity) => {
    expect(writtenMeasure(item, unit)).toBe(quantity);
  });

  it.each([
    ['crown silk 4 litres', 'piece'],
    ['binding wire 25kg', 'roll'],
    ['timber 2x4', 'meter'],
    ['nails 3 inch 10 pcs', 'kg'],
    ['tiles 40x40', 'square_meter'],
    ['sand 0 tonnes', 'tonne'],
  ])('reads no quantity in %s for a product sold by the %s', (item, unit) => {
    expect(writtenMeasure(item, unit)).toBeNull();
  });
});

// Issue 42's leftovers: a quantity with a fraction beside its unit, as contractors type it.
describe('a quantity with a fraction written beside its unit', () => {
  it.each([
    ['2.5 tonnes Y12', 2500, 'tonne'],
    ['Y16 - 2,5 t', 2500, 'tonne'],
    ['Y12 2.5t', 2500, 'tonne'],
    ['Y12 x 2.5 tonnes', 2500, 'tonne'],
    ['tani 0.75 nondo Y10', 750, 'tonne'],
    ['1½ bags cement', 1500, 'bag'],
    ['1 ½ mifuko saruji', 1500, 'bag'],
    ['½ tonne Y8', 500, 'tonne'],
    ['chain 1.5 m', 1500, 'meter'],
    ['binding wire kg: 0,75', 750, 'kg'],
    ['paint 2.25 litres', 2250, 'litre'],
  ])('reads %s as %i thousandths of a %s', (line, thousandths, unit) => {
    expect(writtenDecimal(line)).toMatchObject({ thousandths, unit });
  });

  it.each([
    '2,500 bags cement',
    'simiti 42.5 mifuko 30',
    'waya ya stima 2.5 roli 2',
    'BRC A142 2.4 m x 4.8 m',
    'chain link 1.8m - 4 rolls',
    'Savannah 32.5 x 10',
    'cable 2.5mm 3 rolls',
    'paint 2.5l',
    '50 bags cement',
  ])('reads no such quantity in %s (a size, thousands or a whole number)', (line) => {
    expect(writtenDecimal(line)).toBeNull();
  });

  it('reads a line of 60,000 digits and points at once', () => {
    const started = performance.now();
    expect(writtenDecimal('1.'.repeat(30_000))).toBeNull();
    expect(writtenDecimal(`${'9'.repeat(60_000)} t`)).toBeNull();
    expect(performance.now() - started).toBeLessThan(500);
  });
});
