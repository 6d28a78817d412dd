import type { Kysely, Transaction } from 'kysely';
import type {
  ProductVariantsInput,
  StaffProductVariants,
  VariantInput,
} from '#shared/variant.schema.js';
import type { Database } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { copyToProduct } from '../stock/stock-ledger.js';
import { inTransaction } from './first-variant.js';
import { loadStaffVariants } from './variant-read.js';
import { refuseStrangePictures } from './variant-picture.js';
import {
  sellUnitRows,
  skuOfOtherProduct,
  variantRows,
  variantsInOpenOrders,
} from './variant.repository.js';

// A product's options and variants (DESIGN decision 40), replaced as a whole by
// PUT /api/products/{id}/variants (variant-read.ts reads them). A variant sent with its _id keeps its stock and
// history; the first variant's fields stay copied on the product row (first-variant.ts).

type Db = Kysely<Database> | Transaction<Database>;

/** The combination's key: its values in option order, lower-cased ('' without options). */
function comboKey(variant: VariantInput, optionNames: string[]): string {
  return optionNames.map((name) => (variant.options[name] ?? '').toLowerCase()).join('\u001f');
}

function firstDuplicate(values: string[]): string | undefined {
  const seen = new Set<string>();
  return values.find((v) => (seen.has(v) ? true : (seen.add(v), false)));
}

/**
 * Replaces a product's options and variants in one transaction. Refusals: an _id of another
 * product (400), two variants with one combination or one SKU, a SKU of another product, removing
 * a variant an open order uses, or changing the stock unit of a variant holding stock (409).
 */
export async function replaceVariants(
  db: Db,
  productId: string,
  input: ProductVariantsInput,
  now: Date,
): Promise<StaffProductVariants> {
  const names = input.options.map((o) => o.name);
  const keys = input.variants.map((v) => comboKey(v, names));
  const sameCombo = firstDuplicate(keys);
  if (sameCombo !== undefined) {
    const twice = input.variants[keys.indexOf(sameCombo)]!;
    const options = names.map((n) => twice.options[n]).join(' / ');
    throw new ConflictError(
      `Two variants have the same combination (${options}).`,
      'VARIANT_COMBINATION_TAKEN',
    ).with({ options });
  }
  const skus = input.variants.map((v) => v.sku);
  const lowered = skus.map((s) => s.toLowerCase());
  const sameSku = firstDuplicate(lowered);
  // The message names the SKU as staff typed it, so the screen can mark both rows.
  if (sameSku !== undefined)
    throw new ConflictError(
      `Two variants have the SKU ${skus[lowered.indexOf(sameSku)]}.`,
      'SKU_TAKEN',
    ).with({ why: 'twice', sku: skus[lowered.indexOf(sameSku)]! });

  try {
    // In the caller's transaction when given one (the CSV import writes all products or none).
    await inTransaction(db, async (trx) => {
      const product = await trx
        .selectFrom('products')
        .select('id')
        .where('id', '=', productId)
        .executeTakeFirst();
      if (!product) throw new NotFoundError('Product not found.').with({ why: 'product' });
      await refuseStrangePictures(trx, productId, input);
      const taken = await skuOfOtherProduct(trx, productId, skus);
      if (taken)
        throw new ConflictError(`Another product has the SKU ${taken.sku}.`, 'SKU_TAKEN').with({
          why: 'other-product',
          sku: taken.sku,
        });

      const existing = new Map((await variantRows(trx, productId)).map((v) => [v.id, v]));
      for (const variant of input.variants) {
        if (variant._id === undefined) continue;
        const before = existing.get(variant._id);
        if (!before)
          throw new BadRequestError(
            `Variant ${variant._id} is not a variant of this product.`,
            'VARIANT_UNKNOWN',
          ).with({ why: 'product', id: variant._id });
        const holding = before.on_hand !== null && Number(before.on_hand) !== 0;
        if (holding && before.stock_unit !== variant.stockUnit)
          throw new ConflictError(
            `Variant ${variant.sku} holds stock in ${before.stock_unit}: count it to 0 before changing its stock unit.`,
            'STOCK_UNIT_LOCKED',
          ).with({ sku: variant.sku, unit: before.stock_unit });
      }
      const kept = new Set(input.variants.flatMap((v) => (v._id ? [v._id] : [])));
      const removed = [...existing.keys()].filter((id) => !kept.has(id));
      const first = [...existing.values()].find((v) => v.position === 0)?.id ?? null;
      const inUse = await variantsInOpenOrders(trx, productId, removed, first);
      if (inUse.length > 0) {
        const sku = existing.get(inUse[0]!)!.sku;
        throw new ConflictError(
          `Variant ${sku} is on an open order: set it inactive instead of removing it.`,
          'VARIANT_IN_USE',
        ).with({ sku });
      }
      if (removed.length > 0) await trx.deleteFrom('variants').where('id', 'in', removed).execute();
      await writeVariants(trx, productId, input, keys, [...kept], now);
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ConflictError(
        'A variant with this SKU or combination already exists.',
        'SKU_TAKEN',
      ).with({ why: 'variant' });
    throw error;
  }
  return loadStaffVariants(db, productId);
}

async function writeVariants(
  trx: Transaction<Database>,
  productId: string,
  input: ProductVariantsInput,
  keys: string[],
  kept: string[],
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  // Kept variants first take unique stand-ins (a control character no SKU may hold), so two may
  // swap SKUs or combinations.
  for (const id of kept)
    await trx
      .updateTable('variants')
      .set({ sku: `\u0001${id}`, combo_key: `\u0001${id}` })
      .where('id', '=', id)
      .execute();
  await trx.deleteFrom('product_options').where('product_id', '=', productId).execute();
  if (input.options.length > 0)
    await trx
      .insertInto('product_options')
      .values(
        input.options.map((o, position) => ({
          product_id: productId,
          position,
          name: o.name,
          value_list: JSON.stringify(o.values),
        })),
      )
      .execute();
  // A sell unit keeps its _id only where it was this variant's own already.
  const ownUnits = new Map((await sellUnitRows(trx, kept)).map((u) => [u.id, u.variant_id]));
  if (kept.length > 0) await trx.deleteFrom('sell_units').where('variant_id', 'in', kept).execute();

  for (const [position, variant] of input.variants.entries()) {
    const id = variant._id ?? newId();
    const fields = {
      position,
      sku: variant.sku,
      options: JSON.stringify(variant.options),
      combo_key: keys[position]!,
      price: variant.price,
      discount: variant.discount ?? null,
      stock_unit: variant.stockUnit,
      reorder_level: variant.reorderLevel ?? null,
      active: variant.active ? 1 : 0,
      // Left out (the CSV import, which has no picture column), a variant keeps its picture.
      ...(variant.image !== undefined && { image: variant.image }),
      updated_at: at,
    };
    if (variant._id) await trx.updateTable('variants').set(fields).where('id', '=', id).execute();
    // A new variant is counted from zero; its stock arrives as receipts.
    else
      await trx
        .insertInto('variants')
        .values({ id, product_id: productId, ...fields, on_hand: 0, created_at: at })
        .execute();
    const defaultAt = Math.max(
      variant.sellUnits.findIndex((u) => u.default === true),
      0,
    );
    await trx
      .insertInto('sell_units')
      .values(
        variant.sellUnits.map((unit, i) => ({
          id: unit._id !== undefined && ownUnits.get(unit._id) === id ? unit._id : newId(),
          variant_id: id,
          position: i,
          unit: unit.unit,
          label: unit.label ?? null,
          price: unit.price,
          discount: unit.discount ?? null,
          per_unit: unit.perUnit,
          decimals: unit.decimals,
          min_qty: unit.min,
          step: unit.step,
          is_default: i === defaultAt ? 1 : 0,
        })),
      )
      .execute();
  }
  await copyFirstVariant(trx, productId, now);
}

/** The product row keeps its first variant's sku, prices, unit, reorder level and stock. */
async function copyFirstVariant(trx: Transaction<Database>, productId: string, now: Date) {
  const first = (await variantRows(trx, productId))[0];
  if (!first) return;
  await trx
    .updateTable('products')
    .set({
      sku: first.sku,
      price: first.price,
      discount: first.discount,
      unit: first.stock_unit,
      reorder_level:
        first.reorder_level === null ? null : Math.floor(Number(first.reorder_level) / 1000),
    })
    .where('id', '=', productId)
    .execute();
  await copyToProduct(trx, productId, first.on_hand === null ? null : Number(first.on_hand), now);
}
