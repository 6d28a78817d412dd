import { describe, expect, it } from 'vitest';
import type { MatchedLine } from '#shared/quote.schema.js';
import { amountOf, toLine, typedQuantity, type Line } from './MatchedLinesTable';

const y12 = {
  _id: 'p1',
  name: 'Deformed Steel Bar 12m',
  sku: 'Y12',
  unit: 'tonne',
  price: 170_000,
  variantId: 'v12',
  variantTitle: 'Y12',
};

describe("the visitor's matched lines", () => {
  it('keeps a quantity typed with a fraction exactly, and its money half-up per line', () => {
    const matched: MatchedLine = {
      text: '2.5 tonnes Y12',
      quantity: 3,
      exactQuantity: '2.5',
      product: y12,
      alternatives: [],
    };
    const line = toLine(matched);
    expect(line).toMatchObject({ quantity: 3, exactQuantity: '2.5', quantityText: '2.5' });
    expect(amountOf(line)).toBe(425_000);
    expect(amountOf({ ...line, ...typedQuantity('0,333') })).toBe(56_610);
  });

  it('reads what is typed: whole, with a comma, and leaves a half-typed number for later', () => {
    expect(typedQuantity('4')).toEqual({
      quantityText: '4',
      quantity: 4,
      exactQuantity: undefined,
    });
    expect(typedQuantity('2,5')).toEqual({
      quantityText: '2,5',
      quantity: 3,
      exactQuantity: '2.5',
    });
    expect(typedQuantity('2.')).toEqual({ quantityText: '2.' });
    expect(typedQuantity('0')).toEqual({ quantityText: '0' });
    const unpriced: Line = {
      text: 'x',
      quantity: 2,
      quantityText: '2',
      choice: '',
      choices: [],
    };
    expect(amountOf(unpriced)).toBeNull();
  });
});
