import { REVIEW } from '../../../../shared/constants';

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
    <fieldset className="stars">
      <legend>Rating</legend>
      <div className="stars__row">
        {STARS.map((star) => (
          <label key={star} className={`stars__star ${star <= value ? 'stars__star--on' : ''}`}>
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
      className="stars-static"
      role="img"
      aria-label={`Rated ${rating} out of ${REVIEW.ratingMax}`}
    >
      {STARS.map((s) => (
        <span key={s} className={s <= rating ? 'on' : ''} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
