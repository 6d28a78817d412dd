import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { PRODUCT_LIMITS, ProductInput, type Product } from '../../../shared/product.schema.js';
import type { Database } from '../../db/database.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import {
  deleteOwnerMedia,
  mediaUrlsByOwner,
  prepareImages,
  replaceOwnerMedia,
  type MultipartForm,
} from '../media/media.service.js';
import {
  deleteProductRow,
  findProductRow,
  insertProductRow,
  listProductRows,
  skuTaken,
  toProduct,
  updateProductRow,
} from './product.repository.js';
import { productToFields } from './product-fields.js';

export const PRODUCT_MEDIA_KIND = 'product';

/** The first problem of a failed parse, in words a person can act on. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The form is invalid.';
  if (/[.!?]$/.test(issue.message)) return issue.message;
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

export function parseProductForm(form: MultipartForm): ProductInput {
  const parsed = ProductInput.safeParse(form.fields);
  if (!parsed.success) throw new BadRequestError(firstIssue(parsed.error), 'VALIDATION_ERROR');
  const stray = form.files.find((f) => f.field !== 'images');
  if (stray)
    throw new BadRequestError(
      `Unexpected file field "${stray.field}"; send images as "images".`,
      'VALIDATION_ERROR',
    );
  if (form.files.length > PRODUCT_LIMITS.imagesMax) {
    throw new BadRequestError(
      `At most ${PRODUCT_LIMITS.imagesMax} images per product.`,
      'VALIDATION_ERROR',
    );
  }
  return parsed.data;
}

export async function listProducts(db: Kysely<Database>): Promise<Product[]> {
  const rows = await listProductRows(db);
  const images = await mediaUrlsByOwner(
    db,
    PRODUCT_MEDIA_KIND,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toProduct(row, images.get(row.id) ?? []));
}

export async function getProduct(db: Kysely<Database>, id: string): Promise<Product> {
  const row = await findProductRow(db, id);
  if (!row) throw new NotFoundError('Product not found.');
  const images = await mediaUrlsByOwner(db, PRODUCT_MEDIA_KIND, [id]);
  return toProduct(row, images.get(id) ?? []);
}

const SKU_TAKEN = 'A product with this SKU already exists.';

/** Two saves of one SKU at the same moment both pass the check; the unique index stops one. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

async function guardSku<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(SKU_TAKEN, 'SKU_TAKEN');
    throw error;
  }
}

/** Creates a product from a multipart form; the images are checked before anything is written. */
export async function createProduct(
  db: Kysely<Database>,
  form: MultipartForm,
  now: Date,
): Promise<Product> {
  const input = parseProductForm(form);
  const images = await prepareImages(form.files);
  const id = newId();
  await guardSku(
    db.transaction().execute(async (trx) => {
      if (await skuTaken(trx, input.sku)) throw new ConflictError(SKU_TAKEN, 'SKU_TAKEN');
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
  form: MultipartForm,
  now: Date,
): Promise<Product> {
  if (!(await findProductRow(db, id))) throw new NotFoundError('Product not found.');
  const input = parseProductForm(form);
  const images = await prepareImages(form.files);
  await guardSku(
    db.transaction().execute(async (trx) => {
      if (await skuTaken(trx, input.sku, id)) throw new ConflictError(SKU_TAKEN, 'SKU_TAKEN');
      if (!(await updateProductRow(trx, id, input, now)))
        throw new NotFoundError('Product not found.');
      if (images.length > 0)
        await replaceOwnerMedia(trx, { kind: PRODUCT_MEDIA_KIND, id }, images, now);
    }),
  );
  return getProduct(db, id);
}

export async function deleteProduct(db: Kysely<Database>, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await deleteProductRow(trx, id))) throw new NotFoundError('Product not found.');
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
  const fields = productToFields(await getProduct(db, id));
  for (const key of ['price', 'discount', 'stock'] as const) {
    const value = edit[key];
    if (value !== undefined) fields[key] = value === null ? '' : String(value);
  }
  // A product the shop has not priced yet (the demo seed has some) keeps no price when only its
  // stock or discount changes.
  const keepUnpriced = fields.price === '' && edit.price === undefined;
  const parsed = ProductInput.safeParse(keepUnpriced ? { ...fields, price: '0' } : fields);
  if (!parsed.success) throw new BadRequestError(firstIssue(parsed.error), 'VALIDATION_ERROR');
  const next = { ...parsed.data, price: keepUnpriced ? null : parsed.data.price };
  if (!(await updateProductRow(db, id, next, now))) throw new NotFoundError('Product not found.');
  return getProduct(db, id);
}
