import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { EntryTime, PagedList } from '../../../components/ui/PagedList';
import { SearchForm, usePageAndSearch } from '../../../components/ui/Pager';
import { adminReviewsQuery, useAdminDeleteReview } from '../api';
import { Stars } from '../components/StarRating';
import { Button } from '../../../components/ui/Button';
import styles from '../../../components/ui/mod-list.module.css';

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
    <section className={styles.modPage}>
      <h1>Reviews</h1>
      <SearchForm key={q} value={q} onSearch={setQ} label="Search reviews" />
      <PagedList query={reviews} page={page} onPage={setPage} search={q} noun="reviews">
        {(r) => (
          <li key={r._id} className={`card ${styles.modItem}`}>
            <div className={styles.modHead}>
              <div>
                <strong>{r.name}</strong> <Stars rating={r.rating} />
              </div>
              <EntryTime iso={r.createdAt} />
            </div>
            <p className={styles.modText}>{r.message}</p>
            <Button
              type="button"
              variant="danger"
              size="sm"
              aria-label={`Delete review by ${r.name}`}
              disabled={remove.isPending && remove.variables === r._id}
              onClick={() => confirmDelete(r._id, r.name)}
            >
              Delete
            </Button>
          </li>
        )}
      </PagedList>
    </section>
  );
}
