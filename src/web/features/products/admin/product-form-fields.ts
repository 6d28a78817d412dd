import {
  DEFAULT_PRODUCT_STATUS,
  PRODUCT_CATEGORIES,
  PRODUCT_STATUSES,
  PRODUCT_UNITS,
} from '../../../../shared/constants';
import {
  PRODUCT_FIELD_KINDS,
  PRODUCT_FIELDS,
  fieldText,
  productValues,
  type ProductField,
} from '../../../../shared/product-fields';
import { PRODUCT_LIMITS, type Product, type ProductInput } from '../../../../shared/product.schema';

// The product form, derived from the shared field list: what its inputs hold, their values for a
// new or a stored product, the multipart body it sends, and how each input is drawn. The shared
// ProductInput reads the inputs, here and on the server.

/** What the inputs hold: text everywhere, a checkbox for each flag. */
export type FormValues = {
  [K in ProductField]: (typeof PRODUCT_FIELD_KINDS)[K] extends 'flag' ? boolean : string;
};

function formValues(text: (field: ProductField) => string, flag: (field: ProductField) => boolean) {
  return Object.fromEntries(
    PRODUCT_FIELDS.map((f) => [f, PRODUCT_FIELD_KINDS[f] === 'flag' ? flag(f) : text(f)]),
  ) as FormValues;
}

/** A new product: empty inputs, the default status chosen. */
export const EMPTY_FORM: FormValues = {
  ...formValues(
    () => '',
    () => false,
  ),
  status: DEFAULT_PRODUCT_STATUS,
};

/** A stored product in the inputs (lists as comma-separated words). */
export function formValuesOf(p: Product): FormValues {
  const values = productValues(p);
  return formValues(
    (f) => fieldText(PRODUCT_FIELD_KINDS[f], values[f], 'words'),
    (f) => values[f] === true,
  );
}

/** The multipart body of POST/PUT /api/products: lists go as JSON lists. */
export function productFormData(values: ProductInput, files: File[]): FormData {
  const form = new FormData();
  for (const field of PRODUCT_FIELDS) {
    form.append(field, fieldText(PRODUCT_FIELD_KINDS[field], values[field], 'json'));
  }
  for (const file of files) form.append('images', file, file.name);
  return form;
}

/** How one input is drawn. */
export interface FieldLook {
  label: string;
  /** A select of these choices. */
  choices?: readonly string[];
  /** The select's first, empty choice. */
  prompt?: string;
  textarea?: boolean;
  checkbox?: boolean;
  placeholder?: string;
  inputMode?: 'decimal' | 'numeric';
  maxLength?: number;
  /** Spans the whole row of the grid. */
  wide?: boolean;
}

/** Every input, in the order of the form. */
export const FORM_FIELDS = {
  sku: { label: 'SKU *', maxLength: PRODUCT_LIMITS.skuMax },
  name: { label: 'Product Name *', maxLength: PRODUCT_LIMITS.nameMax },
  category: { label: 'Category *', choices: PRODUCT_CATEGORIES, prompt: 'Select a category' },
  brand: { label: 'Brand' },
  unit: { label: 'Unit *', choices: PRODUCT_UNITS, prompt: 'Select a unit' },
  size: { label: 'Size', placeholder: '50kg, 2-inch pipe, 1L' },
  price: { label: 'Price (Ksh) *', inputMode: 'decimal' },
  discount: { label: 'Discount (%)', inputMode: 'decimal' },
  stock: { label: 'Stock', inputMode: 'numeric' },
  reorderLevel: { label: 'Reorder Level', inputMode: 'numeric' },
  supplierName: { label: 'Supplier Name' },
  supplierContact: { label: 'Supplier Contact' },
  location: { label: 'Location' },
  status: { label: 'Status', choices: PRODUCT_STATUSES },
  paymentPlan: { label: 'Payment Plan', placeholder: 'Flexible Payment Options' },
  isFeatured: { label: 'Featured product', checkbox: true },
  description: { label: 'Description', textarea: true, wide: true },
  tags: { label: 'Tags (comma-separated)', placeholder: 'cement, building, 50kg', wide: true },
  amenities: {
    label: 'Amenities (comma-separated)',
    placeholder: 'Free delivery in Athi River, Warranty',
    wide: true,
  },
} satisfies Record<ProductField, FieldLook>;
