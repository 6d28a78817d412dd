import { z } from './zod.js';
import { formatNumber } from './shop-format.js';
import { ProductOption, Variant } from './variant.schema.js';
import {
  DEFAULT_PRODUCT_STATUS,
  PRODUCT_CATEGORIES,
  PRODUCT_STATUSES,
  PRODUCT_UNITS,
  type ProductStatus,
} from './constants.js';

// The product as the API returns it (docs/decisions/067-product-fields.md). Images are
// addresses under /media, never base64. The input schema (multipart fields) sits beside it.

export const Product = z.object({
  _id: z.string(),
  sku: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  brand: z.string().nullable(),
  unit: z.string(),
  size: z.string().nullable(),
  /** KSh per unit; null when the shop has not priced it (no Reserve button then). */
  price: z.number().nullable(),
  discount: z.number().nullable(),
  stock: z.number().nullable(),
  reorderLevel: z.number().nullable(),
  supplier: z.object({ name: z.string().nullable(), contact: z.string().nullable() }),
  location: z.string().nullable(),
  description: z.string().nullable(),
  tags: z.array(z.string()),
  isFeatured: z.boolean(),
  status: z.enum(PRODUCT_STATUSES),
  paymentPlan: z.string().nullable(),
  amenities: z.array(z.string()),
  /** The first image's address, or null. */
  image: z.string().nullable(),
  images: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** On one product's answer only (not in lists): its options and variants (decision 40). */
  options: z.array(ProductOption).optional(),
  variants: z.array(Variant).optional(),
  /**
   * On catalogue pages only, when its active variants differ in price: the lowest price of one
   * default sell unit and that unit, for a card's 'from KES 780 / bar' (decision 44).
   */
  priceFrom: z.object({ price: z.number(), unit: z.string() }).optional(),
});
export type Product = z.infer<typeof Product>;

/**
 * The product as every visitor sees it (catalogue, product page, cart): without what only staff
 * use, who supplies a product and when to reorder it.
 */
export const PublicProduct = Product.omit({ reorderLevel: true, supplier: true });
export type PublicProduct = z.infer<typeof PublicProduct>;
export const PublicProductList = z.array(PublicProduct);

/* ---------- input: the product form and the multipart fields of POST/PUT /api/products ---------- */

export const PRODUCT_LIMITS = {
  skuMax: 64,
  nameMax: 160,
  textMax: 160,
  descriptionMax: 5000,
  tagsMax: 30,
  tagMax: 40,
  amenitiesMax: 30,
  priceMax: 100_000_000,
  stockMax: 10_000_000,
  imagesMax: 10,
} as const;

/** Tags as typed in the form: split on commas, trimmed, empty ones dropped. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}

/**
 * A list field arrives either as a JSON list of strings (the API's `tags`) or as comma-separated
 * text; both end as a trimmed list without empty entries.
 */
export function parseListField(value: string): string[] | null {
  const text = value.trim();
  if (text === '') return [];
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (!Array.isArray(parsed) || !parsed.every((v) => typeof v === 'string')) return null;
      return parsed.map((v) => v.trim()).filter((v) => v.length > 0);
    } catch {
      return null;
    }
  }
  return parseTags(text);
}

/**
 * Control characters other than tab and line breaks: invisible, unprintable in a spreadsheet, and
 * NUL cannot be stored by PostgreSQL. The form and the CSV import refuse them alike, by field.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const plainText = (label: string, message?: string) =>
  z
    .string(message === undefined ? undefined : { message })
    .refine(
      (v) => !CONTROL_CHARACTER.test(v),
      `${label} contains a character that is not allowed (a control character).`,
    );

const optionalText = (label: string, max: number = PRODUCT_LIMITS.textMax) =>
  plainText(label)
    .optional()
    .transform((v) => (v ?? '').trim())
    .refine((v) => v.length <= max, `${label} must be at most ${max} characters.`)
    .transform((v) => (v === '' ? null : v));

const optionalNumber = (label: string, opts: { integer?: boolean; max: number }) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((v, ctx) => {
      const text = typeof v === 'number' ? String(v) : (v ?? '').trim();
      if (text === '') return null;
      const n = Number(text);
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number.` });
        return z.NEVER;
      }
      if (n < 0 || n > opts.max) {
        ctx.addIssue({
          code: 'custom',
          message: `${label} must be between 0 and ${formatNumber(opts.max)}.`,
        });
        return z.NEVER;
      }
      if (opts.integer && !Number.isInteger(n)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a whole number.` });
        return z.NEVER;
      }
      return n;
    });

const listField = (label: string, maxItems: number, maxLength: number) =>
  plainText(label)
    .optional()
    .transform((v, ctx) => {
      const list = parseListField(v ?? '');
      if (list === null) {
        ctx.addIssue({
          code: 'custom',
          message: `${label} must be a list of words separated by commas.`,
        });
        return z.NEVER;
      }
      if (list.length > maxItems) {
        ctx.addIssue({
          code: 'custom',
          message: `At most ${maxItems} ${label.toLowerCase()} are allowed.`,
        });
        return z.NEVER;
      }
      if (list.some((item) => item.length > maxLength)) {
        ctx.addIssue({
          code: 'custom',
          message: `Each of the ${label.toLowerCase()} must be at most ${maxLength} characters.`,
        });
        return z.NEVER;
      }
      return list;
    });

/**
 * One schema for the form and the server. Its input is what a form or a
 * multipart body carries (text), its output the typed product fields. Required: SKU, Product Name,
 * Category and Unit from the lists, and Price.
 */
export const ProductInput = z.object({
  sku: plainText('SKU', 'SKU is required.')
    .trim()
    .min(1, 'SKU is required.')
    .max(PRODUCT_LIMITS.skuMax, `SKU must be at most ${PRODUCT_LIMITS.skuMax} characters.`),
  name: plainText('Product Name', 'Product Name is required.')
    .trim()
    .min(1, 'Product Name is required.')
    .max(
      PRODUCT_LIMITS.nameMax,
      `Product Name must be at most ${PRODUCT_LIMITS.nameMax} characters.`,
    ),
  category: z.enum(PRODUCT_CATEGORIES, { message: 'Please choose a category from the list.' }),
  brand: optionalText('Brand'),
  unit: z.enum(PRODUCT_UNITS, { message: 'Please choose a unit from the list.' }),
  size: optionalText('Size'),
  price: z
    .union([z.string(), z.number()], { message: 'Price is required.' })
    .transform((v, ctx) => {
      const text = typeof v === 'number' ? String(v) : v.trim();
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: 'Price is required.' });
        return z.NEVER;
      }
      const n = Number(text);
      if (!Number.isFinite(n) || n < 0 || n > PRODUCT_LIMITS.priceMax) {
        ctx.addIssue({ code: 'custom', message: 'Price must be a number of 0 or more.' });
        return z.NEVER;
      }
      return n;
    }),
  discount: optionalNumber('Discount', { max: 100 }),
  stock: optionalNumber('Stock', { integer: true, max: PRODUCT_LIMITS.stockMax }),
  reorderLevel: optionalNumber('Reorder Level', { integer: true, max: PRODUCT_LIMITS.stockMax }),
  supplierName: optionalText('Supplier Name'),
  supplierContact: optionalText('Supplier Contact'),
  location: optionalText('Location'),
  description: optionalText('Description', PRODUCT_LIMITS.descriptionMax),
  isFeatured: z
    .union([z.boolean(), z.string()])
    .optional()
    .transform(
      (v) =>
        v === true ||
        (typeof v === 'string' && ['true', 'on', '1', 'yes'].includes(v.trim().toLowerCase())),
    ),
  status: plainText('Status')
    .optional()
    .transform((v, ctx): ProductStatus => {
      const text = (v ?? '').trim();
      if (text === '') return DEFAULT_PRODUCT_STATUS;
      const status = PRODUCT_STATUSES.find((s) => s === text);
      if (!status) {
        ctx.addIssue({ code: 'custom', message: 'Please choose a status from the list.' });
        return z.NEVER;
      }
      return status;
    }),
  paymentPlan: optionalText('Payment Plan'),
  tags: listField('Tags', PRODUCT_LIMITS.tagsMax, PRODUCT_LIMITS.tagMax),
  amenities: listField('Amenities', PRODUCT_LIMITS.amenitiesMax, PRODUCT_LIMITS.textMax),
});
export type ProductInput = z.output<typeof ProductInput>;
