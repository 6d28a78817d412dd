import {
  DEFAULT_PRODUCT_STATUS,
  PRODUCT_CATEGORIES,
  PRODUCT_STATUSES,
  PRODUCT_UNITS,
} from '#shared/constants.js';
import {
  PRODUCT_FIELD_KINDS,
  PRODUCT_FIELD_LIST,
  PRODUCT_FIELDS,
  fieldText,
  productValues,
  type ProductField,
} from '#shared/product-fields.js';
import { PRODUCT_LIMITS, type Product, type ProductInput } from '#shared/product.schema.js';

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

/** What the list does not say about an input: its choices, hints and size. */
const LOOKS: { [K in ProductField]?: Omit<FieldLook, 'label'> } = {
  sku: { maxLength: PRODUCT_LIMITS.skuMax },
  name: { maxLength: PRODUCT_LIMITS.nameMax },
  category: { choices: PRODUCT_CATEGORIES, prompt: 'Select a category' },
  unit: { choices: PRODUCT_UNITS, prompt: 'Select a unit' },
  size: { placeholder: '50kg, 2-inch pipe, 1L' },
  stock: { inputMode: 'numeric' },
  reorderLevel: { inputMode: 'numeric' },
  status: { choices: PRODUCT_STATUSES },
  paymentPlan: { placeholder: 'Flexible Payment Options' },
  description: { textarea: true, wide: true },
  tags: { placeholder: 'cement, building, 50kg' },
  amenities: { placeholder: 'Free delivery in Athi River, Warranty' },
};

/** One input's look: its label from the list, a checkbox for a flag, a whole row for a list. */
function lookOf(field: ProductField): FieldLook {
  const { kind, label, ...entry } = PRODUCT_FIELD_LIST[field];
  const required = 'required' in entry && entry.required;
  return {
    label: `${label}${kind === 'list' ? ' (comma-separated)' : ''}${required ? ' *' : ''}`,
    ...(kind === 'flag' && { checkbox: true }),
    ...(kind === 'list' && { wide: true }),
    ...(kind === 'number' && { inputMode: 'decimal' as const }),
    ...LOOKS[field],
  };
}

const looks = PRODUCT_FIELDS.map((field) => [field, lookOf(field)] as const);

/**
 * Every input, in the order of the form: the list's order, with the checkboxes after the other
 * short inputs and the inputs as wide as the form last.
 */
export const FORM_FIELDS = Object.fromEntries([
  ...looks.filter(([, look]) => !look.checkbox && !look.wide),
  ...looks.filter(([, look]) => look.checkbox),
  ...looks.filter(([, look]) => look.wide && !look.checkbox),
]) as Record<ProductField, FieldLook>;
