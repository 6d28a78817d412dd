import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { LOCALE } from '../../../../shared/constants';
import { errorMessage } from '../../../lib/api-client';
import { LoadError } from '../../../components/ui/LoadError';
import { Pager, SearchForm, usePageAndSearch } from '../../../components/ui/Pager';
import { adminReviewsQuery, useAdminDeleteReview } from '../api';
import { Stars } from '../components/StarRating';

/** Admin: every review ever left, newest first, searchable, each deletable. */
export default function ModerateReviewsPage() {
  const { page, q, setPage, setQ } = usePageAndSearch();
  const reviews = useQuery({ ...adminReviewsQuery(page, q), placeholderData: keepPreviousData });
  const remove = useAdminDeleteReview();

  function confirmDelete(id: string, name: string) {
    if (!window.confirm(`Delete the review by ${name}?`)) return;
    remove.mutate(id, {
      onSuccess: () => toast.success('Review deleted.'),
      onError: (err) => toast.error(errorMessage(err, 'The review could not be deleted.')),
    });
  }

  return (
    <section className="mod-page">
      <h1>Reviews</h1>
      <SearchForm key={q} value={q} onSearch={setQ} label="Search reviews" />
      {reviews.isPending ? (
        <p className="muted">Loading reviews...</p>
      ) : reviews.isError ? (
        <LoadError
          what="the reviews"
          error={reviews.error}
          onRetry={() => reviews.refetch()}
          retrying={reviews.isFetching}
        />
      ) : reviews.data.total === 0 ? (
        <p className="muted">{q ? `No reviews match "${q}".` : 'No reviews yet.'}</p>
      ) : (
        <>
          {reviews.data.items.length === 0 && <p className="muted">This page is empty.</p>}
          <ul className="mod-list">
            {reviews.data.items.map((r) => (
              <li key={r._id} className="card mod-item">
                <div className="mod-head">
                  <div>
                    <strong>{r.name}</strong> <Stars rating={r.rating} />
                  </div>
                  <time className="muted" dateTime={r.createdAt}>
                    {new Date(r.createdAt).toLocaleString(LOCALE, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    })}
                  </time>
                </div>
                <p className="mod-text">{r.message}</p>
                <button
                  type="button"
                  className="btn btn-sm btn-danger"
                  aria-label={`Delete review by ${r.name}`}
                  disabled={remove.isPending && remove.variables === r._id}
                  onClick={() => confirmDelete(r._id, r.name)}
                >
                  Delete
                </button>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={reviews.data.pageSize}
            total={reviews.data.total}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}
