import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { ANONYMOUS } from '../../../../shared/blog';
import { errorMessage } from '../../../lib/api-client';
import { EntryTime, PagedList } from '../../../components/ui/PagedList';
import { SearchForm, usePageAndSearch } from '../../../components/ui/Pager';
import { adminCommentsQuery, deleteCommentQuestion, useDeleteComment } from '../api';

/** Admin: every blog comment and reply, newest first, searchable, each deletable. */
export default function ModerateCommentsPage() {
  const { page, q, setPage, setQ } = usePageAndSearch();
  const comments = useQuery({ ...adminCommentsQuery(page, q), placeholderData: keepPreviousData });
  const remove = useDeleteComment();

  return (
    <section className="mod-page">
      <h1>Blog Comments</h1>
      <SearchForm key={q} value={q} onSearch={setQ} label="Search comments" />
      <PagedList query={comments} page={page} onPage={setPage} search={q} noun="comments">
        {(c) => {
          const author = c.user?.username ?? ANONYMOUS;
          const kind = c.parentId ? 'reply' : 'comment';
          return (
            <li key={c._id} className="card mod-item">
              <div className="mod-head">
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
              <p className="mod-text">{c.text}</p>
              <button
                type="button"
                className="btn btn-sm btn-danger"
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
              </button>
            </li>
          );
        }}
      </PagedList>
    </section>
  );
}
