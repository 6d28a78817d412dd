/** The media owner kind of a product's pictures (media.service.ts); a variant picks one of them. */
export const PRODUCT_MEDIA_KIND = 'product';
