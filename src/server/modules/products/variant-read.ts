import type { Kysely, Transaction } from 'kysely';
import { finalPrice } from '#shared/pricing.js';
import { formatPerUnit, formatQuantity } from '#shared/quantity.js';
import type {
  ProductVariants,
  SellUnit,
  StaffProductVariants,
  Variant,
} from '#shared/variant.schema.js';
import type { Database } from '../../db/database.js';
import { NotFoundError } from '../../lib/errors.js';
import {
  optionRows,
  sellUnitRows,
  variantRows,
  type SellUnitRow,
  type VariantRow,
} from './variant.repository.js';

// A product's options and variants as the product API and the staff screens read them (DESIGN
// decision 40); variant.service.ts replaces them.

type Db = Kysely<Database> | Transaction<Database>;

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function stockStatus(row: VariantRow): Variant['stock']['status'] {
  if (row.on_hand === null) return 'in';
  const onHand = Number(row.on_hand);
  if (onHand <= 0) return 'out';
  return row.reorder_level !== null && onHand <= Number(row.reorder_level) ? 'low' : 'in';
}

function toSellUnit(row: SellUnitRow, variant: VariantRow): SellUnit {
  const discount = row.discount ?? variant.discount;
  return {
    _id: row.id,
    unit: row.unit,
    label: row.label,
    price: row.price,
    discount: row.discount,
    finalPrice: row.price === null ? null : finalPrice(row.price, discount),
    perUnit: formatPerUnit(Number(row.per_unit)),
    decimals: row.decimals,
    min: formatQuantity(Number(row.min_qty)),
    step: formatQuantity(Number(row.step)),
    default: row.is_default === 1,
  };
}

function toVariant(row: VariantRow, units: SellUnitRow[], optionNames: string[]): Variant {
  const options = parseJson<Record<string, string>>(row.options, {});
  return {
    _id: row.id,
    sku: row.sku,
    title: optionNames.map((name) => options[name] ?? '').join(' / '),
    options,
    price: row.price,
    discount: row.discount,
    finalPrice: row.price === null ? null : finalPrice(row.price, row.discount),
    stock: {
      onHand: row.on_hand === null ? null : formatQuantity(Number(row.on_hand)),
      unit: row.stock_unit,
      status: stockStatus(row),
    },
    sellUnits: units.map((u) => toSellUnit(u, row)),
    active: row.active === 1,
    // Only when it has one: a variant without keeps the answer it always had.
    ...(row.image !== null && { image: row.image }),
  };
}

/** A product's options and variants, in their order. */
export async function loadVariants(db: Db, productId: string): Promise<ProductVariants> {
  const [optionList, variants] = await Promise.all([
    optionRows(db, productId),
    variantRows(db, productId),
  ]);
  const options = optionList.map((o) => ({
    name: o.name,
    values: parseJson<string[]>(o.value_list, []),
  }));
  const units = await sellUnitRows(
    db,
    variants.map((v) => v.id),
  );
  const names = options.map((o) => o.name);
  return {
    options,
    variants: variants.map((v) =>
      toVariant(
        v,
        units.filter((u) => u.variant_id === v.id),
        names,
      ),
    ),
  };
}

/** The same for staff: each variant with its reorder level, which visitors are not shown. */
export async function loadStaffVariants(db: Db, productId: string): Promise<StaffProductVariants> {
  const answer = await loadVariants(db, productId);
  const levels = new Map(
    (await variantRows(db, productId)).map((v) => [
      v.id,
      v.reorder_level === null ? null : formatQuantity(Number(v.reorder_level)),
    ]),
  );
  return {
    options: answer.options,
    variants: answer.variants.map((v) => ({ ...v, reorderLevel: levels.get(v._id) ?? null })),
  };
}

/** A product's variants for the staff screen; 404 for no such product. */
export async function staffVariantsOf(db: Db, productId: string): Promise<StaffProductVariants> {
  const product = await db
    .selectFrom('products')
    .select('id')
    .where('id', '=', productId)
    .executeTakeFirst();
  if (!product) throw new NotFoundError('Product not found.').with({ why: 'product' });
  return loadStaffVariants(db, productId);
}
