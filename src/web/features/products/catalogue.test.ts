import { parseCatalogueQuery } from '#shared/catalogue-query.js';
import { describe, expect, it } from 'vitest';
import type { Product } from '#shared/product.schema.js';
import { parseListField, parseTags } from '#shared/product.schema.js';
import {
  ALL,
  filterOptions,
  filterProducts,
  formatAdminPrice,
  formatCardPrice,
  maxPriceLabel,
  NO_FILTERS,
  parsePrice,
  passesPriceFilter,
  productsHref,
} from './catalogue';

function product(overrides: Partial<Product>): Product {
  return {
    _id: Math.random().toString(36).slice(2),
    sku: 'SKU',
    name: 'Thing',
    category: 'Cement',
    brand: 'Bamburi',
    unit: 'bag',
    size: null,
    price: 1000,
    discount: null,
    stock: null,
    reorderLevel: null,
    supplier: { name: null, contact: null },
    location: 'Athi River',
    description: null,
    tags: [],
    isFeatured: false,
    status: 'In Stock',
    paymentPlan: null,
    amenities: [],
    image: null,
    images: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('the price filter', () => {
  it('parses prices by stripping everything but digits', () => {
    expect(parsePrice(850)).toBe(850);
    expect(parsePrice('KES 12,500')).toBe(12500);
    expect(parsePrice('1,250.50/=')).toBe(1250.5);
  });

  it('counts an unparseable or missing price as infinite', () => {
    expect(parsePrice('call us')).toBe(Infinity);
    expect(parsePrice(null)).toBe(Infinity);
    expect(parsePrice(undefined)).toBe(Infinity);
    expect(parsePrice(Number.NaN)).toBe(Infinity);
  });

  it('keeps prices up to the maximum and hides the rest', () => {
    expect(passesPriceFilter(5000, 5000)).toBe(true);
    expect(passesPriceFilter(5001, 5000)).toBe(false);
    expect(passesPriceFilter('KES 4,000', 5000)).toBe(true);
  });

  it('hides unpriced items unless the slider is at its maximum (Any)', () => {
    expect(passesPriceFilter(null, 499000)).toBe(false);
    expect(passesPriceFilter('ask', 499000)).toBe(false);
    expect(passesPriceFilter(null, 500000)).toBe(true);
    expect(passesPriceFilter(9_000_000, 500000)).toBe(true);
    expect(maxPriceLabel(500000)).toBe('Any');
    expect(maxPriceLabel(120000)).toBe('KES 120,000');
  });
});

describe('the product filters', () => {
  const list = [
    product({
      name: 'Cement',
      category: 'Cement',
      brand: 'Bamburi',
      location: 'Athi River',
      price: 850,
    }),
    product({ name: 'Nails', category: null, brand: null, location: 'Nairobi', price: 300 }),
    product({
      name: 'Drill',
      category: 'Tools',
      brand: 'Bosch',
      location: 'Athi River',
      price: 15000,
    }),
  ];

  it('builds the choices from the data, with Misc and Generic for missing values', () => {
    expect(filterOptions(list)).toEqual({
      categories: [ALL, 'Cement', 'Misc', 'Tools'],
      brands: [ALL, 'Bamburi', 'Bosch', 'Generic'],
      locations: [ALL, 'Athi River', 'Nairobi'],
    });
  });

  it('combines category, brand, location and price', () => {
    expect(filterProducts(list, NO_FILTERS)).toHaveLength(3);
    expect(filterProducts(list, { ...NO_FILTERS, category: 'Misc' }).map((p) => p.name)).toEqual([
      'Nails',
    ]);
    expect(filterProducts(list, { ...NO_FILTERS, brand: 'Generic' }).map((p) => p.name)).toEqual([
      'Nails',
    ]);
    expect(
      filterProducts(list, { ...NO_FILTERS, location: 'Athi River', maxPrice: 1000 }).map(
        (p) => p.name,
      ),
    ).toEqual(['Cement']);
  });
});

describe('prices on screen', () => {
  it('uses KES on cards and Ksh in the admin table, with thousand separators', () => {
    expect(formatCardPrice(1250000)).toBe('KES 1,250,000');
    expect(formatAdminPrice(45000)).toBe('Ksh 45,000');
    expect(formatAdminPrice(null)).toBe('-');
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
