import type { Product } from '../../../shared/product.schema.js';

// A product as the text fields of its form: what the shared ProductInput rules read. Quick edits
// and the CSV import change a few of these and run the whole product through the same rules, so
// a value is accepted or refused with the same message whichever way it arrives.

const text = (v: string | null) => v ?? '';
const num = (v: number | null) => (v === null ? '' : String(v));

/** A list as one cell: words joined by commas, or a JSON list when a word holds a comma. */
export function joinList(list: string[]): string {
  return list.some((item) => item.includes(',')) ? JSON.stringify(list) : list.join(', ');
}

/** Every field of the product form, in the order of the form (and of the CSV columns). */
export const PRODUCT_FIELDS = [
  'sku',
  'name',
  'category',
  'brand',
  'unit',
  'size',
  'price',
  'discount',
  'stock',
  'reorderLevel',
  'supplierName',
  'supplierContact',
  'location',
  'description',
  'tags',
  'amenities',
  'isFeatured',
  'status',
  'paymentPlan',
] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];
export type ProductFieldTexts = Record<ProductField, string>;

export function productToFields(p: Product): ProductFieldTexts {
  return {
    sku: p.sku,
    name: p.name,
    category: text(p.category),
    brand: text(p.brand),
    unit: p.unit,
    size: text(p.size),
    price: num(p.price),
    discount: num(p.discount),
    stock: num(p.stock),
    reorderLevel: num(p.reorderLevel),
    supplierName: text(p.supplier.name),
    supplierContact: text(p.supplier.contact),
    location: text(p.location),
    description: text(p.description),
    isFeatured: p.isFeatured ? 'true' : 'false',
    status: p.status,
    paymentPlan: text(p.paymentPlan),
    tags: joinList(p.tags),
    amenities: joinList(p.amenities),
  };
}
