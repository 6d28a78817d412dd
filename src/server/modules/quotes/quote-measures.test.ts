import { describe, expect, it } from 'vitest';
import { writtenMeasure } from './quote-measures.js';

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
