import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../../db/database.js';
import { findVariant } from './media.repository.js';
import { etagOf } from './image-encoder.js';

// Link previews (WhatsApp, Facebook, X) want one 1200x630 picture, and WhatsApp's crawler is
// surest with JPEG. The share picture of an image is made from its stored 'full' WebP the first
// time a crawler asks, kept beside the other variants, and served like them from then on.

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;
const SHARE_VARIANT = 'share';

export async function shareImage(db: Kysely<Database>, mediaId: string) {
  const stored = await findVariant(db, mediaId, SHARE_VARIANT);
  if (stored) return stored;
  const full = await findVariant(db, mediaId, 'full');
  if (!full) return undefined;
  const data = await sharp(Buffer.from(full.data))
    .resize(SHARE_WIDTH, SHARE_HEIGHT, { fit: 'cover', position: 'attention' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  const row = {
    content_type: 'image/jpeg',
    byte_size: data.length,
    etag: etagOf(data),
    data,
  };
  // Two crawlers asking at once both make it; the first insert wins and both serve equal bytes.
  await db
    .insertInto('media_variants')
    .values({
      media_id: mediaId,
      variant: SHARE_VARIANT,
      width: SHARE_WIDTH,
      height: SHARE_HEIGHT,
      ...row,
    })
    .onConflict((oc) => oc.columns(['media_id', 'variant']).doNothing())
    .execute();
  return row;
}
