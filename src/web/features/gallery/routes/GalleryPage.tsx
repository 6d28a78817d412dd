import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PublicProduct } from '#shared/product.schema.js';
import { galleryPageOf } from '../../products';
import { galleryQuery } from '../../products/api';
import { MediaImage } from '../../../components/ui/MediaImage';
import { Modal } from '../../../components/ui/Modal';
import { LoadError } from '../../../components/ui/LoadError';
import { PageLinks } from '../../../components/ui/PageLinks';
import { Button } from '../../../components/ui/Button';
import styles from '../gallery.module.css';
import { useI18n } from '../../../lib/i18n';

// A grid of product pictures; a click opens that product's images in a modal, always from the
// first one. A page of products at a time, newest
// first, with the page in the address.
export default function GalleryPage() {
  const [params] = useSearchParams();
  const page = galleryPageOf(params);
  const products = useQuery(galleryQuery(page));
  const withImages = useMemo(
    () => (products.data?.items ?? []).filter((p) => p.images.length > 0),
    [products.data],
  );
  const pageCount = products.data
    ? Math.max(1, Math.ceil(products.data.total / products.data.pageSize))
    : 1;
  const [open, setOpen] = useState<PublicProduct | null>(null);
  const { gallery: t } = useI18n().m;

  return (
    <section className="page container" aria-labelledby="gallery-title">
      <h1 id="gallery-title">{t.title}</h1>
      <p className="muted">{t.intro}</p>
      {products.isPending ? (
        <p className="page-status" role="status">
          {t.loading}
        </p>
      ) : products.isError ? (
        <LoadError
          what={t.theGallery}
          error={products.error}
          onRetry={() => products.refetch()}
          retrying={products.isFetching}
        />
      ) : withImages.length === 0 && pageCount <= 1 ? (
        <p className="page-status">{t.none}</p>
      ) : (
        <>
          <ul className={styles.galleryGrid} aria-label={t.pictures}>
            {withImages.map((p, i) => (
              <li key={p._id}>
                <button
                  type="button"
                  className={styles.galleryTile}
                  onClick={() => setOpen(p)}
                  aria-label={t.openPicturesOf(p.name)}
                >
                  <MediaImage
                    url={p.images[0]!}
                    alt=""
                    sizes="(max-width: 600px) 50vw, 300px"
                    priority={i === 0}
                  />
                  <span className={styles.galleryTileCaption}>{p.name}</span>
                </button>
              </li>
            ))}
          </ul>
          <PageLinks
            page={page}
            pageCount={pageCount}
            to={(n) => (n > 1 ? `/gallery?page=${n}` : '/gallery')}
            onNavigate={() => window.scrollTo({ top: 0 })}
            label={t.pages}
          />
        </>
      )}
      {open && <GalleryModal key={open._id} product={open} onClose={() => setOpen(null)} />}
    </section>
  );
}

function GalleryModal({ product, onClose }: { product: PublicProduct; onClose: () => void }) {
  const [index, setIndex] = useState(0);
  const total = product.images.length;
  const { gallery: t } = useI18n().m;
  const go = (delta: number) => setIndex((i) => (i + delta + total) % total);
  return (
    <Modal
      title={product.name}
      onClose={onClose}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') {
          e.preventDefault();
          go(-1);
        } else if (e.key === 'ArrowRight') {
          e.preventDefault();
          go(1);
        }
      }}
    >
      <MediaImage
        url={product.images[index]!}
        variant="modal"
        sizes="(max-width: 900px) 100vw, 880px"
        alt={t.imageOf(product.name, index + 1)}
        className={styles.galleryModalImage}
      />
      <div className={styles.galleryModalNav}>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => go(-1)}
          disabled={total < 2}
        >
          <ChevronLeft aria-hidden="true" size={18} /> {t.prev}
        </Button>
        <span aria-live="polite">{t.imageCount(index + 1, total)}</span>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => go(1)}
          disabled={total < 2}
        >
          {t.next} <ChevronRight aria-hidden="true" size={18} />
        </Button>
      </div>
    </Modal>
  );
}
