import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES } from '#shared/constants.js';
import { MEDIA_VARIANTS, MEDIA_VARIANT_NAMES, type MediaVariant } from '#shared/media.js';
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaError } from '../../lib/errors.js';
import { displayName, fileTooLargeError } from '../../plugins/uploads.js';

// Encoding images: one upload in, its WebP size variants out (sharp). Each file is checked by its
// bytes, not its declared type (415 if not an image we take), limited in pixels (413 above
// 40 MP), refused when it cannot be decoded (400), turned upright by its EXIF orientation and
// re-encoded, which drops EXIF (GPS, camera) and anything appended to the file. Callers prepare
// every image of a request BEFORE writing anything, so a bad file leaves the database untouched;
// media.service.ts then stores the prepared images for their owner.

/** The bytes of an image and the name it came with (for messages only). */
export interface ImageFile {
  filename: string;
  data: Buffer;
}

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

export function etagOf(data: Buffer): string {
  return `"${createHash('sha256').update(data).digest('base64url').slice(0, 27)}"`;
}

/**
 * Checks one upload and re-encodes it into the WebP variants. Throws 413 for more than 4MB or
 * 40 MP, 415 when the bytes are not an image we take, 400 when the image cannot be decoded.
 */
export async function prepareImage(file: ImageFile): Promise<PreparedImage> {
  const name = displayName(file.filename);
  if (file.data.length > IMAGE_MAX_BYTES) throw fileTooLargeError(file.filename);
  const type = await fileTypeFromBuffer(file.data);
  if (!type || !ACCEPTED_IMAGE_TYPES.has(type.mime)) {
    throw new UnsupportedMediaError(
      `"${name}" is not an image we can use. Please upload a JPEG, PNG, WebP, GIF or AVIF file.`,
      'UNSUPPORTED_IMAGE',
    ).with({ name });
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
    ).with({ name });
  }
  if (!meta.width || !meta.height) {
    throw new BadRequestError(
      `"${name}" could not be read as an image; the file may be damaged.`,
      'INVALID_IMAGE',
    ).with({ name });
  }
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new PayloadTooLargeError(
      `"${name}" has too many pixels (max 40 megapixels).`,
      'IMAGE_TOO_MANY_PIXELS',
    ).with({ name });
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
    ).with({ name });
  }
}

/** prepareImage for several files, one at a time (the machine's cores are shared). */
export async function prepareImages(files: ImageFile[]): Promise<PreparedImage[]> {
  const prepared: PreparedImage[] = [];
  for (const file of files) prepared.push(await prepareImage(file));
  return prepared;
}
