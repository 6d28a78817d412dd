// Media: one reusable image pipeline for every module that takes uploads (products, blogs, ...).
//
// HOW ANOTHER MODULE USES IT
// 1. In a route handler (the route declares its policy as usual; no body schema for multipart):
//        const form = await readMultipartForm(request);      // 415 if not multipart, 413 over 4MB
//        // form.fields: Record<string, string>   (a repeated text field keeps its last value)
//        // form.files:  UploadedFile[]           ({ field, filename, data }) in upload order
//        const images = await prepareImages(form.files.filter((f) => f.field === 'images'));
//    prepareImages checks each file's type from its bytes (415 if not an image), limits pixels
//    (413 above 40 MP), rejects corrupt files (400), strips EXIF and re-encodes to WebP variants.
//    Do this BEFORE writing anything, so a bad file leaves the database untouched.
// 2. Store them for the record that owns them, inside the caller's transaction if it has one:
//        await replaceOwnerMedia(trx, { kind: 'blog', id: blogId }, images, app.clock.now());
//    replaceOwnerMedia deletes every earlier image of that owner (new images replace the old
//    ones); addOwnerMedia appends instead. Use a distinct kind per slot, e.g.
//    'blog-cover' and 'blog' for a cover and a gallery of the same post.
// 3. When the owner is deleted:  await deleteOwnerMedia(trx, { kind: 'blog', id: blogId });
// 4. Addresses for the API:       await mediaUrlsByOwner(db, 'blog', [id1, id2])
//    -> Map<ownerId, string[]> in upload order; each string is '/media/{id}/full.webp'. The SPA
//    builds srcset from it with mediaSrcSet() / mediaVariantUrl() of src/shared/media.ts.
// GET /media/{id}/{card|modal|full}.webp serves the bytes (media.routes.ts, registered in app.ts)
// with an ETag, `Cache-Control: public, max-age=31536000, immutable` and nosniff. Ids are new on
// every upload, so an address never changes its content and deleted media is simply gone (404).

import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES, IMAGE_MAX_LABEL } from '../../../shared/constants.js';
import { MEDIA_VARIANTS, MEDIA_VARIANT_NAMES, type MediaVariant } from '../../../shared/media.js';
import type { Database } from '../../db/database.js';
import {
  AppError,
  BadRequestError,
  PayloadTooLargeError,
  UnsupportedMediaError,
} from '../../lib/errors.js';
import { deleteMediaOfOwners, insertMedia, listMediaOfOwners } from './media.repository.js';
import { containsNul, nulCharacterError } from '../../plugins/request-guards.js';
import { mediaUrl } from '../../../shared/media.js';

/** Decompression-bomb guard: sharp refuses to decode anything larger. */
export const MAX_INPUT_PIXELS = 40_000_000;

const ACCEPTED_IMAGE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/heic',
  'image/tiff',
]);

const WEBP_QUALITY: Record<MediaVariant, number> = { card: 72, modal: 78, full: 80 };

export interface UploadedFile {
  field: string;
  filename: string;
  data: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

export interface PreparedVariant {
  variant: MediaVariant;
  width: number;
  height: number;
  data: Buffer;
  etag: string;
}

export interface PreparedImage {
  width: number;
  height: number;
  variants: PreparedVariant[];
}

export interface MediaOwner {
  kind: string;
  id: string;
}

function displayName(filename: string): string {
  const name = filename.replace(/[\r\n\t]/g, ' ').trim();
  return name.length > 80 ? `${name.slice(0, 77)}...` : name || 'The file';
}

export function fileTooLargeError(filename: string): PayloadTooLargeError {
  return new PayloadTooLargeError(
    `"${displayName(filename)}" is too large! (max ${IMAGE_MAX_LABEL})`,
    'FILE_TOO_LARGE',
  );
}

/**
 * Reads a whole multipart form into memory: text fields and files (each at most 4MB, enforced by
 * @fastify/multipart while streaming, so an oversize upload is never held whole).
 */
export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new UnsupportedMediaError('The request must be multipart/form-data.');
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        let data: Buffer;
        try {
          data = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw fileTooLargeError(part.filename);
          throw error;
        }
        if (data.length > IMAGE_MAX_BYTES) throw fileTooLargeError(part.filename);
        if (containsNul(part.filename)) throw nulCharacterError();
        // Browsers send an empty file part for an untouched file input; it carries nothing.
        if (data.length === 0 && !part.filename) continue;
        files.push({ field: part.fieldname, filename: part.filename, data });
      } else {
        if (part.valueTruncated) {
          throw new PayloadTooLargeError(
            `The field "${part.fieldname}" is too long.`,
            'FIELD_TOO_LARGE',
          );
        }
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        if (containsNul(value) || containsNul(part.fieldname)) throw nulCharacterError();
        fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    throw asMultipartError(error);
  }
  return { fields, files };
}

/**
 * What a failure while reading a multipart body means for the sender: too many parts (413), a
 * broken or cut-off form (400), or, for anything else, the error itself.
 */
export function asMultipartError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new PayloadTooLargeError('The form has too many files or fields.', 'TOO_MANY_PARTS');
  }
  if (error instanceof Error && /multipart|boundary|unexpected end/i.test(error.message)) {
    return new BadRequestError('The upload was not a complete multipart form.', 'BAD_MULTIPART');
  }
  return error;
}

export function etagOf(data: Buffer): string {
  return `"${createHash('sha256').update(data).digest('base64url').slice(0, 27)}"`;
}

/**
 * Checks one upload and re-encodes it into the WebP variants. Throws 413 for more than 4MB or
 * 40 MP, 415 when the bytes are not an image we take, 400 when the image cannot be decoded.
 */
export async function prepareImage(file: UploadedFile): Promise<PreparedImage> {
  const name = displayName(file.filename);
  if (file.data.length > IMAGE_MAX_BYTES) throw fileTooLargeError(file.filename);
  const type = await fileTypeFromBuffer(file.data);
  if (!type || !ACCEPTED_IMAGE_TYPES.has(type.mime)) {
    throw new UnsupportedMediaError(
      `"${name}" is not an image we can use. Please upload a JPEG, PNG, WebP, GIF or AVIF file.`,
      'UNSUPPORTED_IMAGE',
    );
  }
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let meta: { width?: number; height?: number; orientation?: number };
  try {
    // Reads the header only; the pixel limit is checked below so it gets its own message.
    meta = await sharp(file.data, { limitInputPixels: false }).metadata();
  } catch {
    throw new BadRequestError(
      `"${name}" could not be read as an image; the file may be damaged.`,
      'INVALID_IMAGE',
    );
  }
  if (!meta.width || !meta.height) {
    throw new BadRequestError(
      `"${name}" could not be read as an image; the file may be damaged.`,
      'INVALID_IMAGE',
    );
  }
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new PayloadTooLargeError(
      `"${name}" has too many pixels (max 40 megapixels).`,
      'IMAGE_TOO_MANY_PIXELS',
    );
  }
  try {
    // One decode, auto-rotated by its EXIF orientation; sharp writes no metadata unless asked,
    // so EXIF (GPS, camera) is dropped, and re-encoding drops anything appended to the file.
    const base = sharp(file.data, options).rotate();
    const variants: PreparedVariant[] = [];
    const uprightWidth = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
    for (const variant of MEDIA_VARIANT_NAMES) {
      // A small original gives the same picture for several sizes: encode it once.
      const previous = variants[variants.length - 1];
      if (previous && previous.width === Math.min(uprightWidth, MEDIA_VARIANTS[variant])) {
        variants.push({ ...previous, variant });
        continue;
      }
      const { data, info } = await base
        .clone()
        .resize({ width: MEDIA_VARIANTS[variant], withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY[variant], effort: 4 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ variant, width: info.width, height: info.height, data, etag: etagOf(data) });
    }
    const full = variants[variants.length - 1]!;
    return { width: full.width, height: full.height, variants };
  } catch {
    throw new BadRequestError(
      `"${name}" could not be read as an image; the file may be damaged.`,
      'INVALID_IMAGE',
    );
  }
}

/** prepareImage for several files, one at a time (the machine's cores are shared). */
export async function prepareImages(files: UploadedFile[]): Promise<PreparedImage[]> {
  const prepared: PreparedImage[] = [];
  for (const file of files) prepared.push(await prepareImage(file));
  return prepared;
}

/** Appends images to an owner's list; returns their addresses. */
export async function addOwnerMedia(
  db: Kysely<Database>,
  owner: MediaOwner,
  images: PreparedImage[],
  now: Date,
): Promise<string[]> {
  const existing = await listMediaOfOwners(db, owner.kind, [owner.id]);
  const ids = await insertMedia(db, owner, images, existing.length, now);
  return ids.map((id) => mediaUrl(id));
}

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
