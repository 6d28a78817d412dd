import { mediaSrcSet, mediaVariantUrl, type MediaVariant } from '../../../../shared/media';

interface Props extends Omit<React.ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  /** An image address from the API ('/media/{id}/full.webp' or any other URL). */
  url: string;
  /** The variant used as the plain `src` (the browser may pick another from `srcset`). */
  variant?: MediaVariant;
  alt: string;
}

/** An uploaded image with a responsive srcset over its WebP size variants. */
export function MediaImage({
  url,
  variant = 'card',
  alt,
  sizes = '(max-width: 600px) 100vw, 400px',
  ...rest
}: Props) {
  return (
    <img
      src={mediaVariantUrl(url, variant)}
      srcSet={mediaSrcSet(url)}
      sizes={sizes}
      alt={alt}
      {...rest}
    />
  );
}
