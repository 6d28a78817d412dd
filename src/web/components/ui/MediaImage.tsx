import { createContext, useContext } from 'react';
import { mediaSrcSet, mediaVariantUrl, type MediaVariant } from '#shared/media.js';

/** An image the server asks the browser to fetch first (`<link rel="preload">` in the head). */
export interface PreloadedImage {
  href: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * Where a server render collects the page's most important image (its largest paint). Only the
 * server provides it; in the browser the image is already in the markup.
 */
export const ImagePreloads = createContext<PreloadedImage[] | null>(null);

interface Props extends Omit<React.ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  /** An image address from the API ('/media/{id}/full.webp' or any other URL). */
  url: string;
  /** The variant used as the plain `src` (the browser may pick another from `srcset`). */
  variant?: MediaVariant;
  alt: string;
  /**
   * The page's main picture, on screen when it opens: fetched first and never lazily, and
   * preloaded from the head of a server-rendered page. Others load as they near the screen
   * (pass `loading="eager"` for the rest of the first screen).
   */
  priority?: boolean;
}

/** An uploaded image with a responsive srcset over its WebP size variants. */
export function MediaImage({
  url,
  variant = 'card',
  alt,
  sizes = '(max-width: 600px) 100vw, 400px',
  priority = false,
  loading,
  ...rest
}: Props) {
  const preloads = useContext(ImagePreloads);
  const src = mediaVariantUrl(url, variant);
  const srcSet = mediaSrcSet(url);
  if (priority && preloads) preloads.push({ href: src, srcSet, sizes: srcSet ? sizes : undefined });
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={priority ? 'eager' : (loading ?? 'lazy')}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      {...rest}
    />
  );
}
