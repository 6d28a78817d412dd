import { REVIEW } from '#shared/constants.js';
import styles from './reviews.module.css';

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
  return (
    <fieldset className={styles.stars}>
      <legend>Rating</legend>
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
              aria-label={`${star} star${star > 1 ? 's' : ''}`}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function Stars({ rating }: { rating: number }) {
  return (
    <span
      className={styles.starsStatic}
      role="img"
      aria-label={`Rated ${rating} out of ${REVIEW.ratingMax}`}
    >
      {STARS.map((s) => (
        <span key={s} className={s <= rating ? styles.on : ''} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
