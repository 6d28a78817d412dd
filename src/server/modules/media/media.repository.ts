import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { newId } from '../../lib/ids.js';
import type { PreparedImage } from './image-encoder.js';

/** The record an image belongs to: a kind of owner (one per slot) and its id. */
export interface MediaOwner {
  kind: string;
  id: string;
}

/** Media rows of these owners, ordered by owner then position. */
export async function listMediaOfOwners(db: Kysely<Database>, kind: string, ownerIds: string[]) {
  if (ownerIds.length === 0) return [];
  const rows = [];
  // Chunked so a long product list stays under the bound-parameter limits of both dialects.
  for (let i = 0; i < ownerIds.length; i += 500) {
    rows.push(
      ...(await db
        .selectFrom('media')
        .select(['id', 'owner_id', 'position'])
        .where('owner_kind', '=', kind)
        .where('owner_id', 'in', ownerIds.slice(i, i + 500))
        .orderBy('owner_id')
        .orderBy('position')
        .execute()),
    );
  }
  return rows;
}

export async function insertMedia(
  db: Kysely<Database>,
  owner: MediaOwner,
  images: PreparedImage[],
  firstPosition: number,
  now: Date,
): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, image] of images.entries()) {
    const id = newId();
    await db
      .insertInto('media')
      .values({
        id,
        owner_kind: owner.kind,
        owner_id: owner.id,
        position: firstPosition + index,
        width: image.width,
        height: image.height,
        created_at: now.toISOString(),
      })
      .execute();
    await db
      .insertInto('media_variants')
      .values(
        image.variants.map((v) => ({
          media_id: id,
          variant: v.variant,
          width: v.width,
          height: v.height,
          content_type: 'image/webp',
          byte_size: v.data.length,
          etag: v.etag,
          data: v.data,
        })),
      )
      .execute();
    ids.push(id);
  }
  return ids;
}

/** Deletes the media of these owners and their variants (explicitly, not relying on cascades). */
export async function deleteMediaOfOwners(
  db: Kysely<Database>,
  kind: string,
  ownerIds: string[],
): Promise<void> {
  if (ownerIds.length === 0) return;
  const ids = db
    .selectFrom('media')
    .select('id')
    .where('owner_kind', '=', kind)
    .where('owner_id', 'in', ownerIds);
  await db.deleteFrom('media_variants').where('media_id', 'in', ids).execute();
  await db
    .deleteFrom('media')
    .where('owner_kind', '=', kind)
    .where('owner_id', 'in', ownerIds)
    .execute();
}

export async function findVariant(db: Kysely<Database>, mediaId: string, variant: string) {
  return db
    .selectFrom('media_variants')
    .select(['content_type', 'byte_size', 'etag', 'data'])
    .where('media_id', '=', mediaId)
    .where('variant', '=', variant)
    .executeTakeFirst();
}

export async function findVariantEtag(db: Kysely<Database>, mediaId: string, variant: string) {
  return db
    .selectFrom('media_variants')
    .select(['etag'])
    .where('media_id', '=', mediaId)
    .where('variant', '=', variant)
    .executeTakeFirst();
}
