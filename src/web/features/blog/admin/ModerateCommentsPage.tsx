import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { ANONYMOUS } from '#shared/blog.js';
import { errorMessage } from '../../../lib/api-client';
import { EntryTime, PagedList } from '../../../components/ui/PagedList';
import { SearchForm, usePageAndSearch } from '../../../components/ui/Pager';
import { adminCommentsQuery, deleteCommentQuestion, useDeleteComment } from '../api';
import { Button } from '../../../components/ui/Button';
import styles from '../../../components/ui/mod-list.module.css';

/** Admin: every blog comment and reply, newest first, searchable, each deletable. */
export default function ModerateCommentsPage() {
  const { page, q, setPage, setQ } = usePageAndSearch();
  const comments = useQuery({ ...adminCommentsQuery(page, q), placeholderData: keepPreviousData });
  const remove = useDeleteComment();

  return (
    <section className={styles.modPage}>
      <h1>Blog Comments</h1>
      <SearchForm key={q} value={q} onSearch={setQ} label="Search comments" />
      <PagedList query={comments} page={page} onPage={setPage} search={q} noun="comments">
        {(c) => {
          const author = c.user?.username ?? ANONYMOUS;
          const kind = c.parentId ? 'reply' : 'comment';
          return (
            <li key={c._id} className={`card ${styles.modItem}`}>
              <div className={styles.modHead}>
                <div>
                  <strong>{author}</strong>{' '}
                  <span className="muted">
                    {c.parentId ? 'replied on' : 'commented on'}{' '}
                    <Link to={`/blog/${encodeURIComponent(c.blog.slug)}`}>{c.blog.title}</Link>
                    {c.replyCount > 0 &&
                      ` (${c.replyCount} ${c.replyCount === 1 ? 'reply' : 'replies'})`}
                  </span>
                </div>
                <EntryTime iso={c.createdAt} />
              </div>
              <p className={styles.modText}>{c.text}</p>
              <Button
                type="button"
                variant="danger"
                size="sm"
                aria-label={`Delete ${kind} by ${author}`}
                disabled={remove.isPending && remove.variables.commentId === c._id}
                onClick={() => {
                  if (!window.confirm(deleteCommentQuestion(c.replyCount))) return;
                  remove.mutate(
                    { slug: c.blog.slug, commentId: c._id },
                    {
                      onSuccess: () => toast.success('Comment deleted.'),
                      onError: (err) =>
                        toast.error(errorMessage(err, 'The comment could not be deleted.')),
                    },
                  );
                }}
              >
                Delete
              </Button>
            </li>
          );
        }}
      </PagedList>
    </section>
  );
}
