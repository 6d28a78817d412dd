import type { Kysely, Transaction } from 'kysely';
import type { ProductVariantsInput } from '#shared/variant.schema.js';
import type { Database } from '../../db/database.js';
import { BadRequestError } from '../../lib/errors.js';
import { mediaUrlsByOwner } from '../media/media.service.js';
import { PRODUCT_MEDIA_KIND } from './product-media.js';

// A variant's own picture (docs/decisions/160-variant-pictures.md): the address of one of its
// product's pictures, checked before the variants are written.

type Db = Kysely<Database> | Transaction<Database>;

/** A variant's picture is one of its product's: an address of anything else is refused. */
export async function refuseStrangePictures(
  db: Db,
  productId: string,
  input: ProductVariantsInput,
) {
  const wanted = input.variants.flatMap((v) => (v.image ? [v.image] : []));
  if (wanted.length === 0) return;
  const own = (await mediaUrlsByOwner(db as Kysely<Database>, PRODUCT_MEDIA_KIND, [productId])).get(
    productId,
  );
  if (wanted.some((image) => !own?.includes(image)))
    throw new BadRequestError(
      "A variant's picture must be one of this product's pictures.",
      'VARIANT_PICTURE_UNKNOWN',
    );
}
