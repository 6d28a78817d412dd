import type { Kysely } from 'kysely';
import { mediaUrl } from '#shared/media.js';
import type { Database } from '../../db/database.js';
import type { PreparedImage } from './image-encoder.js';
import {
  deleteMediaOfOwners,
  insertMedia,
  listMediaOfOwners,
  type MediaOwner,
} from './media.repository.js';

// Storing an owner's media: the images of one record of another module (a product, a post's
// cover, a post's gallery), kept in the database in upload order.
//
// 1. Prepare the images first (image-encoder.ts), then store them for their owner, inside the
//    caller's transaction if it has one:
//        await replaceOwnerMedia(trx, { kind: 'blog', id: blogId }, images, app.clock.now());
//    replaceOwnerMedia deletes every earlier image of that owner (new images replace the old
//    ones). Use a distinct kind per slot, e.g. 'blog-cover' and 'blog' for a cover and a gallery
//    of the same post.
// 2. When the owner is deleted:  await deleteOwnerMedia(trx, { kind: 'blog', id: blogId });
// 3. Addresses for the API:       await mediaUrlsByOwner(db, 'blog', [id1, id2])
//    -> Map<ownerId, string[]> in upload order; each string is '/media/{id}/full.webp'. The SPA
//    builds srcset from it with mediaSrcSet() / mediaVariantUrl() of src/shared/media.ts.
// GET /media/{id}/{card|modal|full}.webp serves the bytes (media.routes.ts, registered in app.ts)
// with an ETag, `Cache-Control: public, max-age=31536000, immutable` and nosniff. Ids are new on
// every upload, so an address never changes its content and deleted media is simply gone (404).

/** Replaces all of an owner's images by these (none: the owner keeps no images). */
export async function replaceOwnerMedia(
  db: Kysely<Database>,
  owner: MediaOwner,
  images: PreparedImage[],
  now: Date,
): Promise<string[]> {
  await deleteMediaOfOwners(db, owner.kind, [owner.id]);
  const ids = await insertMedia(db, owner, images, 0, now);
  return ids.map((id) => mediaUrl(id));
}

export async function deleteOwnerMedia(db: Kysely<Database>, owner: MediaOwner): Promise<void> {
  await deleteMediaOfOwners(db, owner.kind, [owner.id]);
}

/** Addresses ('/media/{id}/full.webp') of each owner's images, in upload order. */
export async function mediaUrlsByOwner(
  db: Kysely<Database>,
  kind: string,
  ownerIds: string[],
): Promise<Map<string, string[]>> {
  const rows = await listMediaOfOwners(db, kind, ownerIds);
  const byOwner = new Map<string, string[]>();
  for (const row of rows) {
    const list = byOwner.get(row.owner_id) ?? [];
    list.push(mediaUrl(row.id));
    byOwner.set(row.owner_id, list);
  }
  return byOwner;
}
