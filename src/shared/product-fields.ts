import type { Product, ProductInput } from './product.schema.js';

// The one list of a product's fields. With the rules in ProductInput, it is all that names them:
// the admin form's inputs, labels and multipart body, the CSV columns, the database columns and
// their types (the snake_case of each name, in db/database.ts) and the API's product are derived
// from it. A new field is added to ProductInput and Product, to this list, and to the database by
// a migration (docs/decisions/078-mapping-and-field-list.md).

/** How a field's value is held: text, a number, a yes/no flag, or a list of words. */
export type FieldKind = 'text' | 'number' | 'flag' | 'list';

type KindOf<T> = [T] extends [boolean]
  ? 'flag'
  : [T] extends [readonly string[]]
    ? 'list'
    : [T] extends [number | null]
      ? 'number'
      : 'text';

/** A field as the list holds it: how its value is held, and what the admin form calls it. */
interface FieldEntry<K extends FieldKind> {
  kind: K;
  /** The form's label (a list's label gets "(comma-separated)", a required one " *"). */
  label: string;
  /** The form marks it as one that must be filled in (ProductInput holds the rule itself). */
  required?: true;
}

/** Every field with its kind and label, in the order of the CSV columns. */
export const PRODUCT_FIELD_LIST = {
  sku: { kind: 'text', label: 'SKU', required: true },
  name: { kind: 'text', label: 'Product Name', required: true },
  category: { kind: 'text', label: 'Category', required: true },
  brand: { kind: 'text', label: 'Brand' },
  unit: { kind: 'text', label: 'Unit', required: true },
  size: { kind: 'text', label: 'Size' },
  price: { kind: 'number', label: 'Price (Ksh)', required: true },
  discount: { kind: 'number', label: 'Discount (%)' },
  stock: { kind: 'number', label: 'Stock' },
  reorderLevel: { kind: 'number', label: 'Reorder Level' },
  supplierName: { kind: 'text', label: 'Supplier Name' },
  supplierContact: { kind: 'text', label: 'Supplier Contact' },
  location: { kind: 'text', label: 'Location' },
  description: { kind: 'text', label: 'Description' },
  tags: { kind: 'list', label: 'Tags' },
  amenities: { kind: 'list', label: 'Amenities' },
  isFeatured: { kind: 'flag', label: 'Featured product' },
  status: { kind: 'text', label: 'Status' },
  paymentPlan: { kind: 'text', label: 'Payment Plan' },
} as const satisfies { [K in keyof ProductInput]: FieldEntry<KindOf<ProductInput[K]>> };

/** Every field's kind. */
export const PRODUCT_FIELD_KINDS = Object.fromEntries(
  Object.entries(PRODUCT_FIELD_LIST).map(([field, entry]) => [field, entry.kind]),
) as { readonly [K in ProductField]: (typeof PRODUCT_FIELD_LIST)[K]['kind'] };

export type ProductField = keyof typeof PRODUCT_FIELD_LIST;
export const PRODUCT_FIELDS = Object.keys(PRODUCT_FIELD_LIST) as ProductField[];

/**
 * A product's field values as the shop holds them: what ProductInput makes, except that a stored
 * product may have no price (the demo seed has some), category or unit from outside the lists.
 */
export type ProductValues = { [K in ProductField]: ProductValueOf<K> };
type ProductValueOf<K extends ProductField> = K extends 'supplierName' | 'supplierContact'
  ? string | null
  : K extends keyof Product
    ? Product[K]
    : never;

/** The API's product without what the shop does not type in (id, images, dates). */
export type ProductFieldsOfProduct = Omit<
  Product,
  '_id' | 'image' | 'images' | 'createdAt' | 'updatedAt'
>;

/** The values as the API's product shows them: the supplier's name and contact together. */
export function productShape(values: ProductValues): ProductFieldsOfProduct {
  const { supplierName, supplierContact, ...rest } = values;
  return { ...rest, supplier: { name: supplierName, contact: supplierContact } };
}

/** A product's field values, read from the API's product. */
export function productValues(p: Product): ProductValues {
  const all = { ...p, supplierName: p.supplier.name, supplierContact: p.supplier.contact };
  return Object.fromEntries(PRODUCT_FIELDS.map((f) => [f, all[f]])) as ProductValues;
}

/** A list as one cell: words joined by commas, or a JSON list when a word holds a comma. */
export function joinList(list: readonly string[]): string {
  return list.some((item) => item.includes(',')) ? JSON.stringify(list) : list.join(', ');
}

/**
 * One value as the text of its form field, which ProductInput reads back to the same value.
 * Lists go as a JSON list (`json`, the API's multipart body) or as comma-separated words
 * (`words`, what a person reads and types: the form's inputs and the CSV cells).
 */
export function fieldText(
  kind: FieldKind,
  value: string | number | boolean | readonly string[] | null,
  lists: 'json' | 'words',
): string {
  if (value === null) return '';
  if (kind === 'list') {
    const list = value as readonly string[];
    return lists === 'json' ? JSON.stringify(list) : joinList(list);
  }
  return String(value);
}

/** Every field as text (the CSV's cells, the rules' input for a change laid over a product). */
export function fieldTexts(values: ProductValues, lists: 'json' | 'words' = 'words') {
  const texts = {} as Record<ProductField, string>;
  for (const field of PRODUCT_FIELDS) {
    texts[field] = fieldText(PRODUCT_FIELD_KINDS[field], values[field], lists);
  }
  return texts;
}
