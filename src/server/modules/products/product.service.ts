import type { Kysely } from 'kysely';
import { fieldTexts, productShape, productValues } from '#shared/product-fields.js';
import {
  PRODUCT_LIMITS,
  ProductInput,
  type Product,
  type PublicProduct,
} from '#shared/product.schema.js';
import type { Database } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { UploadedFile } from '../../plugins/uploads.js';
import { prepareImages, type PreparedImage } from '../media/image-encoder.js';
import { deleteOwnerMedia, mediaUrlsByOwner, replaceOwnerMedia } from '../media/media.service.js';
import {
  deleteProductRow,
  findProductRow,
  insertProductRow,
  listProductRows,
  skuTaken,
  updateProductRow,
  valuesOfRow,
  type ProductRow,
} from './product.repository.js';
import { loadVariants } from './variant-read.js';
import { PRODUCT_MEDIA_KIND } from './product-media.js';

// Only this module and modules/stock query the products table (docs/decisions/109-server-layers.md).
// Other modules read it here: quotes match against its words and prices, the sitemap lists its
// pages and the dashboard counts it.
export {
  countProducts,
  matchableProductRows,
  matchableProductRowsByIds,
  productPageRows,
  type MatchableRow,
} from './product.repository.js';

export { PRODUCT_MEDIA_KIND };

/** A row and its images as the API's product. */
export function toProduct(row: ProductRow, images: string[]): Product {
  return {
    _id: row.id,
    ...productShape(valuesOfRow(row)),
    image: images[0] ?? null,
    images,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The product as public answers carry it: what only staff use left out. */
export function toPublicProduct(row: ProductRow, images: string[]): PublicProduct {
  const { reorderLevel: _reorder, supplier: _supplier, ...visible } = toProduct(row, images);
  return visible;
}

/**
 * Checks and encodes the files of a product form before anything is written: only "images", at
 * most PRODUCT_LIMITS.imagesMax of them; a bad file fails the call with 413/415/400.
 */
export async function prepareProductImages(files: UploadedFile[]): Promise<PreparedImage[]> {
  const stray = files.find((f) => f.field !== 'images');
  if (stray)
    throw new BadRequestError(
      `Unexpected file field "${stray.field}"; send images as "images".`,
      'VALIDATION_ERROR',
    ).with({ why: 'field', field: stray.field });
  if (files.length > PRODUCT_LIMITS.imagesMax) {
    throw new BadRequestError(
      `At most ${PRODUCT_LIMITS.imagesMax} images per product.`,
      'VALIDATION_ERROR',
    ).with({ why: 'images', n: PRODUCT_LIMITS.imagesMax });
  }
  return prepareImages(files);
}

/** Every product, as the public list shows them. */
export async function listProducts(db: Kysely<Database>): Promise<PublicProduct[]> {
  const rows = await listProductRows(db);
  const images = await mediaUrlsByOwner(
    db,
    PRODUCT_MEDIA_KIND,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toPublicProduct(row, images.get(row.id) ?? []));
}

/** One product with every field, its options and variants, for the admin screens. */
export async function getProduct(db: Kysely<Database>, id: string): Promise<Product> {
  const row = await findProductRow(db, id);
  if (!row) throw new NotFoundError('Product not found.').with({ why: 'product' });
  const [images, variants] = await Promise.all([
    mediaUrlsByOwner(db, PRODUCT_MEDIA_KIND, [id]),
    loadVariants(db, id),
  ]);
  return { ...toProduct(row, images.get(id) ?? []), ...variants };
}

/** One product as its public page shows it. */
export async function getPublicProduct(db: Kysely<Database>, id: string): Promise<PublicProduct> {
  const { reorderLevel: _reorder, supplier: _supplier, ...visible } = await getProduct(db, id);
  return visible;
}

const SKU_TAKEN = 'A product with this SKU already exists.';

async function guardSku<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ConflictError(SKU_TAKEN, 'SKU_TAKEN').with({ why: 'product' });
    throw error;
  }
}

/** Creates a product with its images (prepared, so a bad file has already been refused). */
export async function createProduct(
  db: Kysely<Database>,
  input: ProductInput,
  images: PreparedImage[],
  now: Date,
): Promise<Product> {
  const id = newId();
  await guardSku(
    db.transaction().execute(async (trx) => {
      if (await skuTaken(trx, input.sku))
        throw new ConflictError(SKU_TAKEN, 'SKU_TAKEN').with({ why: 'product' });
      await insertProductRow(trx, id, input, now);
      await replaceOwnerMedia(trx, { kind: PRODUCT_MEDIA_KIND, id }, images, now);
    }),
  );
  return getProduct(db, id);
}

/** Edits a product; new images replace all earlier ones, no images keeps them. */
export async function updateProduct(
  db: Kysely<Database>,
  id: string,
  input: ProductInput,
  images: PreparedImage[],
  now: Date,
): Promise<Product> {
  if (!(await findProductRow(db, id)))
    throw new NotFoundError('Product not found.').with({ why: 'product' });
  await guardSku(
    db.transaction().execute(async (trx) => {
      if (await skuTaken(trx, input.sku, id))
        throw new ConflictError(SKU_TAKEN, 'SKU_TAKEN').with({ why: 'product' });
      if (!(await updateProductRow(trx, id, input, now)))
        throw new NotFoundError('Product not found.').with({ why: 'product' });
      if (images.length > 0)
        await replaceOwnerMedia(trx, { kind: PRODUCT_MEDIA_KIND, id }, images, now);
    }),
  );
  return getProduct(db, id);
}

export async function deleteProduct(db: Kysely<Database>, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await deleteProductRow(trx, id)))
      throw new NotFoundError('Product not found.').with({ why: 'product' });
    await deleteOwnerMedia(trx, { kind: PRODUCT_MEDIA_KIND, id });
  });
}

/** A quick edit from the products table: only these fields, each as a number (or null to clear). */
export interface QuickEdit {
  price?: number | string;
  discount?: number | string | null;
  stock?: number | string | null;
}

/**
 * Changes price, discount or stock of one product. The whole product then goes through the shared
 * product rules, so a quick edit is refused exactly as the full form would refuse it.
 */
export async function quickEditProduct(
  db: Kysely<Database>,
  id: string,
  edit: QuickEdit,
  now: Date,
): Promise<Product> {
  const fields = fieldTexts(productValues(await getProduct(db, id)));
  for (const key of ['price', 'discount', 'stock'] as const) {
    const value = edit[key];
    if (value !== undefined) fields[key] = value === null ? '' : String(value);
  }
  // A product the shop has not priced yet (the demo seed has some) keeps no price when only its
  // stock or discount changes.
  const keepUnpriced = fields.price === '' && edit.price === undefined;
  // A refusal is a ZodError, which the error handler answers like a refused form.
  const parsed = ProductInput.parse(keepUnpriced ? { ...fields, price: '0' } : fields);
  const next = { ...parsed, price: keepUnpriced ? null : parsed.price };
  if (!(await updateProductRow(db, id, next, now)))
    throw new NotFoundError('Product not found.').with({ why: 'product' });
  return getProduct(db, id);
}
