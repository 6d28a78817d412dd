import { useRef, useState, type FormEvent } from 'react';
import { REVIEW } from '#shared/constants.js';
import { isReviewReady } from '#shared/review-rules.js';
import { errorMessage } from '../../../lib/api-client';
import { useTakenOver } from '../../../lib/use-taken-over';
import { usePostReview, useReviews } from '../api';
import { StarRating, Stars } from './StarRating';
import { LoadError } from '../../../components/ui/LoadError';
import { Button } from '../../../components/ui/Button';
import { TextareaField, TextField } from '../../../components/ui/Field';
import styles from './reviews.module.css';
import { FormError } from '../../../components/ui/FormError';
import { useI18n } from '../../../lib/i18n';
import { formatDate } from '../../../lib/format';

const EMPTY = { name: '', message: '', rating: 0 };

export function ReviewsSection() {
  const reviews = useReviews();
  const postReview = usePostReview();
  const [draft, setDraft] = useState(EMPTY);
  const [thanks, setThanks] = useState(false);
  // Set at the press itself: a second tap before the pending state is drawn sends nothing more.
  const sending = useRef(false);
  // Known from the first render (no rules to fetch first): a review typed before take-over and
  // handed over is sendable at once, so a press at that moment is not lost (decision 118).
  const ready = isReviewReady(draft);
  // Enabled as drawn by the server: a press before take-over is held and made once it is ready.
  const takenOver = useTakenOver();
  const { m } = useI18n();
  const t = m.reviews;
  // useFormat().date, without its module: on the home page that is a chunk and a request more
  // against the 100 KB budget (docs/decisions/086).
  const date = (iso: string) => formatDate(iso, m.months);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || sending.current) return;
    sending.current = true;
    postReview.mutate(
      { name: draft.name.trim(), message: draft.message.trim(), rating: draft.rating },
      {
        onSuccess: () => {
          setDraft(EMPTY);
          setThanks(true);
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  }

  function edit(patch: Partial<typeof EMPTY>) {
    setThanks(false);
    setDraft((d) => ({ ...d, ...patch }));
  }

  const list = reviews.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className={styles.reviews}>
      <div className={styles.reviewsList} aria-live="polite">
        {reviews.isPending && list.length === 0 ? (
          <p className="muted">{t.loading}</p>
        ) : reviews.isError && list.length === 0 ? (
          <LoadError
            what={t.theReviews}
            error={reviews.error}
            onRetry={() => reviews.refetch()}
            retrying={reviews.isFetching}
          />
        ) : list.length === 0 ? (
          <p className={styles.reviewsEmpty}>{t.none}</p>
        ) : (
          // The list scrolls once it is long: focusable, so a keyboard can scroll it (WCAG 2.1.1).
          <ul tabIndex={0}>
            {list.map((r) => (
              <li key={r._id} className={`${styles.review} card`} data-testid="review">
                <div className={styles.reviewHead}>
                  <strong>{r.name}</strong>
                  <Stars rating={r.rating} />
                </div>
                <p className={styles.reviewMessage}>{r.message}</p>
                <time className="muted" dateTime={r.createdAt}>
                  {date(r.createdAt)}
                </time>
              </li>
            ))}
          </ul>
        )}
        {reviews.hasNextPage && (
          <Button
            type="button"
            variant="outline"
            className={styles.reviewsMore}
            onClick={() => void reviews.fetchNextPage()}
            disabled={reviews.isFetchingNextPage}
          >
            {reviews.isFetchingNextPage ? t.loadingMore : t.showMore}
          </Button>
        )}
      </div>

      <form className={`${styles.reviewForm} card`} onSubmit={submit} noValidate>
        <h3>{t.leave}</h3>
        <TextField
          id="review-name"
          label={t.name}
          value={draft.name}
          onChange={(e) => edit({ name: e.target.value })}
          autoComplete="name"
          maxLength={REVIEW.nameMax}
        />
        <TextareaField
          id="review-message"
          label={t.message}
          value={draft.message}
          onChange={(e) => edit({ message: e.target.value })}
          maxLength={REVIEW.messageMax}
        />
        <StarRating
          name="review-rating"
          value={draft.rating}
          onChange={(rating) => edit({ rating })}
        />
        {postReview.isError && <FormError role={null}>{errorMessage(postReview.error)}</FormError>}
        {thanks && (
          <FormError success role={null}>
            {t.thanks}
          </FormError>
        )}
        <Button
          type="submit"
          variant="primary"
          disabled={takenOver && (!ready || postReview.isPending)}
        >
          {postReview.isPending ? t.submitting : t.submit}
        </Button>
      </form>
    </div>
  );
}
