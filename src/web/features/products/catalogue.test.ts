import { parseCatalogueQuery } from '#shared/catalogue-query.js';
import { describe, expect, it } from 'vitest';
import { parseListField, parseTags } from '#shared/product.schema.js';
import { formatAdminPrice, formatCardPrice, maxPriceLabel, productsHref } from './catalogue';

describe('prices on screen', () => {
  it('uses KES on cards and Ksh in the admin table, with thousand separators', () => {
    expect(formatCardPrice(1250000)).toBe('KES 1,250,000');
    expect(formatAdminPrice(45000)).toBe('Ksh 45,000');
    expect(formatAdminPrice(null)).toBe('-');
  });

  it('calls the price slider at its maximum Any', () => {
    expect(maxPriceLabel(500000)).toBe('Any');
    expect(maxPriceLabel(120000)).toBe('KES 120,000');
  });
});

describe('tags', () => {
  it('are split on commas, trimmed, and empty ones dropped', () => {
    expect(parseTags(' cement, building ,, 50kg ,')).toEqual(['cement', 'building', '50kg']);
    expect(parseTags('')).toEqual([]);
    expect(parseTags(' , ,')).toEqual([]);
  });

  it('also arrive as a JSON list from the API form, and anything else is refused', () => {
    expect(parseListField('["a", " b ", ""]')).toEqual(['a', 'b']);
    expect(parseListField('a, b')).toEqual(['a', 'b']);
    expect(parseListField('[1, 2]')).toBeNull();
    expect(parseListField('[not json')).toBeNull();
  });
});

describe('productsHref', () => {
  it('puts the choices in the address with the API parameter names, defaults left out', () => {
    expect(productsHref({ sort: 'newest', page: 1, pageSize: 24 })).toBe('/products');
    expect(
      productsHref({ q: 'mabati', category: 'Roofing', page: 2, sort: 'relevance', pageSize: 24 }),
    ).toBe('/products?q=mabati&category=Roofing&page=2');
    expect(productsHref({ maxPrice: 500000, brand: 'Generic', sort: 'price-asc' })).toBe(
      '/products?brand=Generic&sort=price-asc',
    );
  });

  it('gives back the same query when the address is read again (reload, shared link)', () => {
    const query = {
      q: 'rangi nyeupe',
      location: 'Athi River',
      maxPrice: 12000,
      sort: 'price-desc' as const,
      page: 3,
      pageSize: 24,
    };
    const href = productsHref(query);
    const read = parseCatalogueQuery(new URL(href, 'http://shop.test').searchParams);
    expect(read).toEqual({ ok: true, query });
  });
});
