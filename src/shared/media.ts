// Image addresses served by the media module (src/server/modules/media). Every uploaded image is
// stored as WebP size variants at /media/{id}/{variant}.webp; the API hands out the 'full'
// address and the SPA derives the smaller ones for `srcset`, so one string per image is enough.

export const MEDIA_VARIANTS = {
  card: 400,
  modal: 800,
  full: 1600,
} as const;
export type MediaVariant = keyof typeof MEDIA_VARIANTS;
export const MEDIA_VARIANT_NAMES = Object.keys(MEDIA_VARIANTS) as MediaVariant[];

const MEDIA_URL = /^\/media\/([A-Za-z0-9_-]{1,64})\/(card|modal|full)\.webp$/;

export function mediaUrl(id: string, variant: MediaVariant = 'full'): string {
  return `/media/${id}/${variant}.webp`;
}

/** The address of another size of the same image, or the address unchanged if it is not ours. */
export function mediaVariantUrl(url: string, variant: MediaVariant): string {
  const match = MEDIA_URL.exec(url);
  return match?.[1] ? mediaUrl(match[1], variant) : url;
}

/**
 * `srcset` for one of our images ('/media/x/card.webp 400w, ...'), or undefined for any other
 * address. Small originals are never enlarged, so a variant may be narrower than its label; the
 * browser then just picks a slightly larger file than needed.
 */
export function mediaSrcSet(url: string): string | undefined {
  const match = MEDIA_URL.exec(url);
  if (!match?.[1]) return undefined;
  const id = match[1];
  return MEDIA_VARIANT_NAMES.map((v) => `${mediaUrl(id, v)} ${MEDIA_VARIANTS[v]}w`).join(', ');
}

/** The 1200x630 JPEG that link previews show for one of our images, or undefined for others. */
export function mediaShareUrl(url: string): string | undefined {
  const match = MEDIA_URL.exec(url);
  return match?.[1] ? `/media/${match[1]}/share.jpg` : undefined;
}
