import { mediaVariantUrl } from '#shared/media.js';
import type { VariantTexts } from './variant-texts';
import styles from './variants.module.css';

/**
 * A variant's picture in the grid (docs/decisions/160-variant-pictures.md): one of the product's
 * pictures, by its number in the product's list and shown small beside the choice, or the
 * product's own.
 */
export function VariantPictureCell({
  image,
  pictures,
  title,
  t,
  onChange,
}: {
  image: string | null;
  pictures: readonly string[];
  title: string;
  t: VariantTexts;
  onChange: (image: string | null) => void;
}) {
  return (
    <td className={styles.pictureCell}>
      <select
        className="input"
        value={image ?? ''}
        aria-label={t.editor.picture.of(title)}
        disabled={pictures.length === 0}
        onChange={(e) => onChange(e.target.value || null)}
      >
        <option value="">{t.editor.picture.product}</option>
        {pictures.map((url, i) => (
          <option key={url} value={url}>
            {t.editor.picture.numbered(i + 1)}
          </option>
        ))}
      </select>
      {image && (
        <img src={mediaVariantUrl(image, 'card')} alt="" width={40} height={40} loading="lazy" />
      )}
    </td>
  );
}
