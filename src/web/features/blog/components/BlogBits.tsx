import { ImageOff } from 'lucide-react';
import type { MediaVariant } from '#shared/media.js';
import { MediaImage } from '../../../components/ui/MediaImage';
import { useFormat } from '../../../lib/i18n/format';
import styles from '../blog.module.css';

export function BlogDate({ iso }: { iso: string }) {
  const { date } = useFormat();
  return (
    <time className={`muted ${styles.blogDate}`} dateTime={iso}>
      {date(iso)}
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
  priority = false,
  eager = priority,
  width,
  height,
}: {
  src: string | null;
  alt?: string;
  variant: MediaVariant;
  className?: string;
  sizes?: string;
  /** The page's main picture (see MediaImage). */
  priority?: boolean;
  /** On the first screen: not left to load when scrolled near. */
  eager?: boolean;
  /** The shape the page keeps for it before it arrives. */
  width?: number;
  height?: number;
}) {
  if (!src) {
    return (
      <div className={`${className ?? ''} ${styles.blogCoverEmpty}`} aria-hidden="true">
        <ImageOff size={28} />
      </div>
    );
  }
  return (
    <MediaImage
      url={src}
      variant={variant}
      sizes={sizes}
      className={className}
      alt={alt}
      priority={priority}
      loading={eager ? 'eager' : 'lazy'}
      width={width}
      height={height}
    />
  );
}
