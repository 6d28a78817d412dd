import { ImageOff } from 'lucide-react';
import { LOCALE } from '../../../../shared/constants';
import { mediaSrcSet, mediaVariantUrl, type MediaVariant } from '../../../../shared/media';

export function BlogDate({ iso }: { iso: string }) {
  return (
    <time className="muted blog-date" dateTime={iso}>
      {new Date(iso).toLocaleDateString(LOCALE, { dateStyle: 'medium' })}
    </time>
  );
}

/** A post's cover, or a plain placeholder when it has none. */
export function CoverImage({
  src,
  variant,
  className,
  sizes,
  alt = '',
}: {
  src: string | null;
  alt?: string;
  variant: MediaVariant;
  className?: string;
  sizes?: string;
}) {
  if (!src) {
    return (
      <div className={`${className ?? ''} blog-cover--empty`} aria-hidden="true">
        <ImageOff size={28} />
      </div>
    );
  }
  return (
    <img
      className={className}
      src={mediaVariantUrl(src, variant)}
      srcSet={sizes ? mediaSrcSet(src) : undefined}
      sizes={sizes}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  );
}
