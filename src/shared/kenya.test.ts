import { describe, expect, it } from 'vitest';
import { KENYA_COUNTIES, isKenyaCounty, normalizeKenyanPhone } from './kenya.js';

describe('normalizeKenyanPhone', () => {
  it.each([
    ['0712345678', '254712345678'],
    ['0712 345 678', '254712345678'],
    ['712345678', '254712345678'],
    ['+254712345678', '254712345678'],
    ['+254 712-345-678', '254712345678'],
    ['254712345678', '254712345678'],
    ['(0)712.345.678', '254712345678'],
    ['0112345678', '254112345678'],
    ['+254 110 000 111', '254110000111'],
    [' 0799 000 000 ', '254799000000'],
  ])('reads %j as %s', (input, expected) => {
    expect(normalizeKenyanPhone(input)).toBe(expected);
  });

  it.each([
    '',
    '0712',
    '07123456789',
    '0212345678', // a landline, no M-Pesa or WhatsApp
    '+255712345678', // Tanzania
    '2540712345678',
    '07l2345678',
    '0712345678x',
    '+ 254',
    '1'.repeat(40),
  ])('refuses %j', (input) => {
    expect(normalizeKenyanPhone(input)).toBeNull();
  });
});

describe('KENYA_COUNTIES', () => {
  it('lists all 47 counties once', () => {
    expect(KENYA_COUNTIES).toHaveLength(47);
    expect(new Set(KENYA_COUNTIES).size).toBe(47);
    expect(isKenyaCounty('Machakos')).toBe(true);
    expect(isKenyaCounty('Nairobi')).toBe(true);
    expect(isKenyaCounty('Atlantis')).toBe(false);
  });
});
