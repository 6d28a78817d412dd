import { REVIEW } from '#shared/constants.js';
import styles from './reviews.module.css';
import { useI18n } from '../../../lib/i18n';

const STARS = Array.from({ length: REVIEW.ratingMax }, (_, i) => i + 1);

/** Five radio buttons drawn as stars: keyboard arrows move between them like any radio group. */
export function StarRating({
  value,
  onChange,
  name,
}: {
  value: number;
  onChange: (v: number) => void;
  name: string;
}) {
  const { reviews: t } = useI18n().m;
  return (
    <fieldset className={styles.stars}>
      <legend>{t.rating}</legend>
      <div className={styles.starsRow}>
        {STARS.map((star) => (
          <label
            key={star}
            className={`${styles.starsStar} ${star <= value ? styles.starsStarOn : ''}`}
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              aria-label={t.stars(star)}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function Stars({ rating }: { rating: number }) {
  const { reviews: t } = useI18n().m;
  return (
    <span className={styles.starsStatic} role="img" aria-label={t.rated(rating, REVIEW.ratingMax)}>
      {STARS.map((s) => (
        <span key={s} className={s <= rating ? styles.on : ''} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
