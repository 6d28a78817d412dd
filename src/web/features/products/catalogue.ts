import { CURRENCY, PRICE_FILTER } from '#shared/constants.js';
import type { Product } from '#shared/product.schema.js';
import { formatMoney } from '#shared/pricing.js';
import {
  catalogueQueryParams,
  MISSING_BRAND,
  MISSING_CATEGORY,
  type CatalogueQuery,
} from '#shared/catalogue-params.js';

// Pure rules of the products page: how prices and missing values are shown, and the page's
// address for a query (docs/decisions/067-product-fields.md). The filters themselves run on the
// server (modules/products).

export { MISSING_BRAND, MISSING_CATEGORY };
export const categoryOf = (p: Pick<Product, 'category'>) => p.category?.trim() || MISSING_CATEGORY;
export const brandOf = (p: Pick<Product, 'brand'>) => p.brand?.trim() || MISSING_BRAND;
/** The payment plan as the page's language says it: staff's own words stay as written. */
export const paymentPlanIn = (p: Pick<Product, 'paymentPlan'>, flexible: string) =>
  p.paymentPlan?.trim() || flexible;

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
