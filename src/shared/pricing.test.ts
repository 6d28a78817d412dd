import { describe, expect, it } from 'vitest';
import { canReserve, finalPrice, formatMoney, isDiscounted } from './pricing.js';

describe('finalPrice', () => {
  it('is the list price in whole shillings without a discount', () => {
    expect(finalPrice(780, null)).toBe(780);
    expect(finalPrice(780, 0)).toBe(780);
    expect(finalPrice(99.5, undefined)).toBe(100);
  });

  it('takes the percent off and rounds to the nearest shilling, halves up', () => {
    expect(finalPrice(780, 5)).toBe(741);
    expect(finalPrice(1250, 10)).toBe(1125);
    expect(finalPrice(999, 15)).toBe(849); // 849.15
    expect(finalPrice(1001, 50)).toBe(501); // 500.5
    expect(finalPrice(333, 33)).toBe(223); // 223.11
  });

  it('never goes below 0 or above the list price for odd discounts', () => {
    expect(finalPrice(500, 100)).toBe(0);
    expect(finalPrice(500, 150)).toBe(0);
    expect(finalPrice(500, -10)).toBe(500);
    expect(finalPrice(500, Number.NaN)).toBe(500);
  });

  it('says whether the discount changes the price', () => {
    expect(isDiscounted(780, 5)).toBe(true);
    expect(isDiscounted(780, 0)).toBe(false);
    expect(isDiscounted(780, null)).toBe(false);
    expect(isDiscounted(10, 1)).toBe(false); // 9.9 rounds back to 10
  });
});

describe('canReserve', () => {
  it('needs a price, the In Stock status and stock left when stock is counted', () => {
    expect(canReserve({ price: 780, status: 'In Stock', stock: 3 })).toBe(true);
    expect(canReserve({ price: 780, status: 'In Stock', stock: null })).toBe(true);
    expect(canReserve({ price: null, status: 'In Stock', stock: 3 })).toBe(false);
    expect(canReserve({ price: 780, status: 'Out of Stock', stock: 3 })).toBe(false);
    expect(canReserve({ price: 780, status: 'Discontinued', stock: 3 })).toBe(false);
    expect(canReserve({ price: 780, status: 'In Stock', stock: 0 })).toBe(false);
  });
});

describe('amounts', () => {
  it('use thousand separators and never print NaN', () => {
    expect(formatMoney(1234567)).toBe('KSh 1,234,567');
    expect(formatMoney(0)).toBe('KSh 0');
    expect(formatMoney(Number.NaN)).toBe('KSh 0');
  });

  it('show cents only when an amount has them, after the word of the place', () => {
    expect(formatMoney(1250.5, 'KES')).toBe('KES 1,250.5');
    expect(formatMoney(45000, 'Ksh')).toBe('Ksh 45,000');
    expect(formatMoney(740)).toBe('KSh 740');
  });
});
