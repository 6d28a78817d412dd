import { CURRENCY, DEFAULT_PAYMENT_PLAN, PRICE_FILTER } from '#shared/constants.js';
import type { Product } from '#shared/product.schema.js';
import { formatMoney } from '#shared/pricing.js';
import {
  catalogueQueryParams,
  MISSING_BRAND,
  MISSING_CATEGORY,
  type CatalogueQuery,
} from '#shared/catalogue-params.js';

// Pure rules of the products page: the Category, Brand and Location filters, the price filter,
// and how prices and missing values are shown (docs/decisions/067-product-fields.md).

export { MISSING_BRAND, MISSING_CATEGORY };
export const ALL = 'All';

export interface Filters {
  category: string;
  brand: string;
  location: string;
  maxPrice: number;
}

export const NO_FILTERS: Filters = {
  category: ALL,
  brand: ALL,
  location: ALL,
  maxPrice: PRICE_FILTER.max,
};

export const categoryOf = (p: Pick<Product, 'category'>) => p.category?.trim() || MISSING_CATEGORY;
export const brandOf = (p: Pick<Product, 'brand'>) => p.brand?.trim() || MISSING_BRAND;
export const locationOf = (p: Pick<Product, 'location'>) => p.location?.trim() || '';
export const paymentPlanOf = (p: Pick<Product, 'paymentPlan'>) =>
  p.paymentPlan?.trim() || DEFAULT_PAYMENT_PLAN;

/**
 * The price as a number, parsed by stripping everything but digits and the decimal point (prices
 * may be text on the public side). Anything unparseable counts as infinite.
 */
export function parsePrice(price: unknown): number {
  if (typeof price === 'number') return Number.isFinite(price) ? price : Infinity;
  if (typeof price !== 'string') return Infinity;
  const digits = price.replace(/[^0-9.]/g, '');
  if (digits === '' || !/\d/.test(digits)) return Infinity;
  const n = Number.parseFloat(digits);
  return Number.isFinite(n) ? n : Infinity;
}

/** At the slider's maximum ('Any') everything passes, also unpriced items. */
export function passesPriceFilter(price: unknown, maxPrice: number): boolean {
  if (maxPrice >= PRICE_FILTER.max) return true;
  return parsePrice(price) <= maxPrice;
}

export function filterProducts(products: Product[], filters: Filters): Product[] {
  return products.filter(
    (p) =>
      (filters.category === ALL || categoryOf(p) === filters.category) &&
      (filters.brand === ALL || brandOf(p) === filters.brand) &&
      (filters.location === ALL || locationOf(p) === filters.location) &&
      passesPriceFilter(p.price, filters.maxPrice),
  );
}

const sorted = (values: Iterable<string>) =>
  [...new Set(values)].filter(Boolean).sort((a, b) => a.localeCompare(b));

/** The choices of each filter, built from the data, each led by All. */
export function filterOptions(products: Product[]) {
  return {
    categories: [ALL, ...sorted(products.map(categoryOf))],
    brands: [ALL, ...sorted(products.map(brandOf))],
    locations: [ALL, ...sorted(products.map(locationOf))],
  };
}

/** 'KES 1,250' on product cards. */
export function formatCardPrice(price: number): string {
  return formatMoney(price, CURRENCY.card);
}

/** 'Ksh 1,250' in the admin table. */
export function formatAdminPrice(price: number | null): string {
  return price === null ? '-' : formatMoney(price, CURRENCY.admin);
}

export function maxPriceLabel(maxPrice: number): string {
  return maxPrice >= PRICE_FILTER.max ? PRICE_FILTER.anyLabel : formatCardPrice(maxPrice);
}

/** The address of the products page for a query: the API's parameter names, defaults left out. */
export function productsHref(query: Partial<CatalogueQuery>): string {
  const params = catalogueQueryParams(query).toString();
  return params ? `/products?${params}` : '/products';
}
