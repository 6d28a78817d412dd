import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { BLOG_LIMITS } from '#shared/blog.js';
import type { Comment, Reply } from '#shared/blog.schema.js';
import { errorRefusal } from '../../../lib/api-client';
import { useLoginLink, useSession } from '../../auth';
import { toast } from '../../../components/ui/toast';
import { useAddComment, useAddReply, useDeleteComment, useOlderComments } from '../api';
import { Button } from '../../../components/ui/Button';
import { TextareaField } from '../../../components/ui/Field';
import styles from '../blog.module.css';
import { FormError } from '../../../components/ui/FormError';
import { useI18n } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';

/** When a comment or a reply was written, in the page's language. */
function EntryTime({ iso }: { iso: string }) {
  const { dateTime } = useFormat();
  return (
    <time className="muted" dateTime={iso}>
      {dateTime(iso)}
    </time>
  );
}

/** An admin's Delete button on a comment or a reply; a comment with replies asks first. */
function DeleteCommentButton({
  slug,
  commentId,
  replies,
  label,
}: {
  slug: string;
  commentId: string;
  replies: number;
  label: string;
}) {
  const remove = useDeleteComment();
  const { blog: t } = useI18n().m;
  return (
    <Button
      type="button"
      variant="danger"
      size="sm"
      className={styles.blogCommentDelete}
      aria-label={label}
      disabled={remove.isPending}
      onClick={() => {
        if (!window.confirm(t.deleteQuestion(replies))) return;
        remove.mutate(
          { slug, commentId },
          {
            onSuccess: () => toast.success(t.deleted),
            onError: (err) => toast.error(errorRefusal(err, t.notDeleted)),
          },
        );
      }}
    >
      {t.delete}
    </Button>
  );
}

/**
 * The comment form (or the login link for visitors) and the comments with their replies: the
 * newest page comes with the post, older ones load on request.
 */
export function Comments({
  slug,
  comments: firstPage,
  total,
}: {
  slug: string;
  comments: Comment[];
  total: number;
}) {
  const { session } = useSession();
  const signedIn = session.status === 'authenticated';
  const isAdmin = session.status === 'authenticated' && session.user.role === 'admin';
  const login = useLoginLink();
  const { blog: t } = useI18n().m;
  const addComment = useAddComment(slug);
  const [text, setText] = useState('');
  const [wantOlder, setWantOlder] = useState(false);
  const older = useOlderComments(slug, wantOlder);
  // Comments posted meanwhile shift the pages; an id seen twice is shown once.
  const seen = new Set<string>();
  const comments = [...firstPage, ...(older.data?.pages.flatMap((p) => p.items) ?? [])].filter(
    (c) => !seen.has(c._id) && Boolean(seen.add(c._id)),
  );
  const hasOlder = wantOlder ? older.hasNextPage : total > firstPage.length;

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = text.trim();
    if (!value || addComment.isPending) return;
    addComment.mutate(value, { onSuccess: () => setText('') });
  }

  return (
    <section className={styles.blogComments} aria-labelledby="comments-heading">
      <h2 id="comments-heading">{t.comments(Math.max(total, comments.length))}</h2>
      {signedIn ? (
        <form className={styles.blogCommentForm} onSubmit={submit}>
          <TextareaField
            id="comment-text"
            label={t.yourComment}
            value={text}
            onChange={(e) => {
              addComment.reset();
              setText(e.target.value);
            }}
            maxLength={BLOG_LIMITS.commentMax}
            rows={3}
          />
          {addComment.isError && <FormError refusal={errorRefusal(addComment.error)} />}
          <Button type="submit" variant="primary" disabled={!text.trim() || addComment.isPending}>
            {addComment.isPending ? t.posting : t.postComment}
          </Button>
        </form>
      ) : session.status === 'anonymous' ? (
        <p className={styles.blogCommentsLogin}>
          <Link to={login}>{t.logInToComment}</Link>
        </p>
      ) : null}

      {comments.length === 0 ? (
        <p className="muted">{t.noComments}</p>
      ) : (
        <ul className={styles.blogCommentList}>
          {comments.map((comment) => (
            <CommentItem
              key={comment._id}
              slug={slug}
              comment={comment}
              canReply={signedIn}
              canDelete={isAdmin}
            />
          ))}
        </ul>
      )}
      {hasOlder && (
        <Button
          type="button"
          variant="outline"
          className={styles.blogCommentsMore}
          disabled={older.isFetching}
          onClick={() => (wantOlder ? void older.fetchNextPage() : setWantOlder(true))}
        >
          {older.isFetching ? t.loading : t.showOlder}
        </Button>
      )}
      {older.isError && <FormError refusal={errorRefusal(older.error)} />}
    </section>
  );
}

function CommentItem({
  slug,
  comment,
  canReply,
  canDelete,
}: {
  slug: string;
  comment: Comment;
  canReply: boolean;
  canDelete: boolean;
}) {
  const addReply = useAddReply(slug);
  const [text, setText] = useState('');
  const { blog: t } = useI18n().m;
  const authorOf = (c: Reply) => c.user?.username ?? t.anonymous;
  const author = authorOf(comment);

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = text.trim();
    // A reply is posted only if there is reply text for that comment.
    if (!value || addReply.isPending) return;
    addReply.mutate({ commentId: comment._id, text: value }, { onSuccess: () => setText('') });
  }

  return (
    <li className={`${styles.blogComment} card`} aria-label={t.commentBy(author)}>
      <div className={styles.blogCommentHead}>
        <strong>{author}</strong>
        <EntryTime iso={comment.createdAt} />
        {canDelete && (
          <DeleteCommentButton
            slug={slug}
            commentId={comment._id}
            replies={comment.replies.length}
            label={t.deleteCommentBy(author)}
          />
        )}
      </div>
      <p className={styles.blogCommentText}>{comment.text}</p>
      {comment.replies.length > 0 && (
        <ul className={styles.blogReplyList} aria-label={t.repliesTo(author)}>
          {comment.replies.map((reply) => (
            <li key={reply._id}>
              <div className={styles.blogCommentHead}>
                <strong>{authorOf(reply)}</strong>
                <EntryTime iso={reply.createdAt} />
                {canDelete && (
                  <DeleteCommentButton
                    slug={slug}
                    commentId={reply._id}
                    replies={0}
                    label={t.deleteReplyBy(authorOf(reply))}
                  />
                )}
              </div>
              <p className={styles.blogCommentText}>{reply.text}</p>
            </li>
          ))}
        </ul>
      )}
      {canReply && (
        <form className={styles.blogReplyForm} onSubmit={submit}>
          <label className="visually-hidden" htmlFor={`reply-${comment._id}`}>
            {t.replyTo(author)}
          </label>
          <input
            id={`reply-${comment._id}`}
            className="input"
            placeholder={t.writeReply}
            value={text}
            onChange={(e) => {
              addReply.reset();
              setText(e.target.value);
            }}
            maxLength={BLOG_LIMITS.commentMax}
          />
          <Button
            type="submit"
            variant="dark"
            size="sm"
            disabled={!text.trim() || addReply.isPending}
          >
            {t.reply}
          </Button>
          {addReply.isError && (
            <FormError className={styles.formMessage} refusal={errorRefusal(addReply.error)} />
          )}
        </form>
      )}
    </li>
  );
}
