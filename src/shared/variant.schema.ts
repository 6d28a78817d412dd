import { PRODUCT_UNITS } from './constants.js';
import { checkQuantity, parsePerUnit, parseQuantity } from './quantity.js';
import { z } from './zod.js';

// Options, variants and sell units as the API carries them (DESIGN decisions 40-42,
// docs/decisions/126-exact-quantities.md). Quantities and perUnit travel as decimal strings.

export const VARIANT_LIMITS = {
  optionsMax: 3,
  optionNameMax: 40,
  valuesMax: 50,
  valueMax: 60,
  variantsMax: 200,
  sellUnitsMax: 5,
  labelMax: 40,
} as const;

export const ProductOption = z.object({ name: z.string(), values: z.array(z.string()) });
export type ProductOption = z.infer<typeof ProductOption>;

export const SellUnit = z.object({
  _id: z.string(),
  unit: z.string(),
  label: z.string().nullable(),
  price: z.number().nullable(),
  discount: z.number().nullable(),
  /** The price a shopper pays for one sell unit, whole shillings; null while unpriced. */
  finalPrice: z.number().nullable(),
  /** Stock units in one sell unit ('93.747'). */
  perUnit: z.string(),
  decimals: z.number(),
  min: z.string(),
  step: z.string(),
  default: z.boolean(),
});
export type SellUnit = z.infer<typeof SellUnit>;

export const STOCK_STATUSES = ['in', 'low', 'out'] as const;

export const Variant = z.object({
  _id: z.string(),
  sku: z.string(),
  /** Its option values in option order ('G30 / 3 m'); '' for a product without options. */
  title: z.string(),
  options: z.record(z.string(), z.string()),
  price: z.number().nullable(),
  discount: z.number().nullable(),
  finalPrice: z.number().nullable(),
  stock: z.object({
    /** Decimal string in the stock unit; null when the shop does not count it. */
    onHand: z.string().nullable(),
    unit: z.string(),
    status: z.enum(STOCK_STATUSES),
  }),
  sellUnits: z.array(SellUnit),
  active: z.boolean(),
  /**
   * One of its product's pictures, shown first when it is chosen; null (or absent) for the
   * product's own. An address the product no longer has counts as none.
   */
  image: z.string().nullable().optional(),
});
export type Variant = z.infer<typeof Variant>;

export const ProductVariants = z.object({
  options: z.array(ProductOption),
  variants: z.array(Variant),
});
export type ProductVariants = z.infer<typeof ProductVariants>;

/** A variant as staff see it: with its reorder level (in its stock unit), which visitors do not. */
export const StaffVariant = Variant.extend({ reorderLevel: z.string().nullable() });
export type StaffVariant = z.infer<typeof StaffVariant>;

/** GET /api/admin/products/{id}/variants and the answer of PUT /api/products/{id}/variants. */
export const StaffProductVariants = z.object({
  options: z.array(ProductOption),
  variants: z.array(StaffVariant),
});
export type StaffProductVariants = z.infer<typeof StaffProductVariants>;

/* ---------- input: PUT /api/products/{id}/variants ---------- */

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/;
const plain = (label: string, max: number) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine(
      (v) => !CONTROL_CHARACTER.test(v),
      `${label} contains a character that is not allowed.`,
    );

const unitName = z.enum(PRODUCT_UNITS, { message: 'Please choose a unit from the list.' });
const money = (label: string) =>
  z
    .number({ message: `${label} must be a number.` })
    .min(0, `${label} must be 0 or more.`)
    .max(100_000_000, `${label} must be at most 100,000,000.`);
const percent = z
  .number({ message: 'Discount must be a number.' })
  .min(0, 'Discount must be between 0 and 100.')
  .max(100, 'Discount must be between 0 and 100.');
const quantityText = (label: string) =>
  z.string().transform((text, ctx) => {
    const parsed = parseQuantity(text);
    if (!parsed.ok || parsed.value <= 0) {
      ctx.addIssue({
        code: 'custom',
        message: `${label} must be a number above 0, such as 1 or 0.5.`,
      });
      return z.NEVER;
    }
    return parsed.value;
  });

export const SellUnitInput = z
  .object({
    _id: z.string().max(64).optional(),
    unit: unitName,
    label: z.string().trim().max(VARIANT_LIMITS.labelMax).nullish(),
    price: money('Price').nullable(),
    discount: percent.nullish(),
    perUnit: z.string().transform((text, ctx) => {
      const value = parsePerUnit(text);
      if (value === null) {
        ctx.addIssue({
          code: 'custom',
          message: 'Per unit must be a number above 0 with at most 6 decimals, such as 93.747.',
        });
        return z.NEVER;
      }
      return value;
    }),
    decimals: z.number().int().min(0).max(3),
    min: quantityText('Minimum'),
    step: quantityText('Step'),
    default: z.boolean().optional(),
  })
  .superRefine((unit, ctx) => {
    for (const field of ['min', 'step'] as const) {
      const broken = checkQuantity(unit[field], { decimals: unit.decimals, min: 1, step: 1 });
      if (broken)
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `The ${field === 'min' ? 'minimum' : 'step'} must fit the unit's ${unit.decimals} decimals.`,
        });
    }
  });
export type SellUnitInput = z.output<typeof SellUnitInput>;

export const VariantInput = z.object({
  _id: z.string().max(64).optional(),
  options: z.record(z.string(), z.string()).default({}),
  sku: plain('SKU', 64),
  price: money('Price').nullable(),
  discount: percent.nullish(),
  reorderLevel: quantityText('Reorder level').nullish(),
  stockUnit: unitName,
  active: z.boolean().default(true),
  /** One of the product's picture addresses; null for the product's own; left out, kept as is. */
  image: z.string().max(200).nullish(),
  sellUnits: z
    .array(SellUnitInput)
    .min(1, 'Each variant needs at least one sell unit.')
    .max(
      VARIANT_LIMITS.sellUnitsMax,
      `At most ${VARIANT_LIMITS.sellUnitsMax} sell units a variant.`,
    )
    .refine(
      (units) => new Set(units.map((u) => u.unit)).size === units.length,
      'A variant sells in each unit once.',
    ),
});
export type VariantInput = z.output<typeof VariantInput>;

export const ProductVariantsInput = z
  .object({
    options: z
      .array(
        z.object({
          name: plain('Option name', VARIANT_LIMITS.optionNameMax),
          values: z
            .array(plain('Option value', VARIANT_LIMITS.valueMax))
            .min(1, 'Each option needs at least one value.')
            .max(VARIANT_LIMITS.valuesMax),
        }),
      )
      .max(VARIANT_LIMITS.optionsMax, `At most ${VARIANT_LIMITS.optionsMax} options a product.`),
    variants: z
      .array(VariantInput)
      .min(1, 'A product needs at least one variant.')
      .max(VARIANT_LIMITS.variantsMax, `At most ${VARIANT_LIMITS.variantsMax} variants a product.`),
  })
  .superRefine((body, ctx) => {
    const names = body.options.map((o) => o.name.toLowerCase());
    if (new Set(names).size !== names.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Option names must differ.' });
    body.options.forEach((option, i) => {
      const values = option.values.map((v) => v.toLowerCase());
      if (new Set(values).size !== values.length)
        ctx.addIssue({
          code: 'custom',
          path: ['options', i, 'values'],
          message: `The values of ${option.name} must differ.`,
        });
    });
    body.variants.forEach((variant, i) => {
      const keys = Object.keys(variant.options);
      const fits =
        keys.length === body.options.length &&
        body.options.every(
          (o) =>
            Object.hasOwn(variant.options, o.name) && o.values.includes(variant.options[o.name]!),
        );
      if (!fits)
        ctx.addIssue({
          code: 'custom',
          path: ['variants', i, 'options'],
          message: `Variant ${variant.sku} must choose one listed value of every option.`,
        });
    });
  });
export type ProductVariantsInput = z.output<typeof ProductVariantsInput>;
