import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ANONYMOUS, BLOG_LIMITS, type Comment, type Reply } from '../../../../shared/blog.schema';
import { LOCALE } from '../../../../shared/constants';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../auth/session';
import { useAddComment, useAddReply } from '../api';
import { useLoginLink } from './use-login-link';

const authorOf = (c: Reply) => c.user?.username ?? ANONYMOUS;

function When({ iso }: { iso: string }) {
  return (
    <time className="muted" dateTime={iso}>
      {new Date(iso).toLocaleString(LOCALE, { dateStyle: 'medium', timeStyle: 'short' })}
    </time>
  );
}

/** The comment form (or the login link for visitors) and the comments with their replies. */
export function Comments({ slug, comments }: { slug: string; comments: Comment[] }) {
  const { session } = useSession();
  const signedIn = session.status === 'authenticated';
  const login = useLoginLink();
  const addComment = useAddComment(slug);
  const [text, setText] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = text.trim();
    if (!value || addComment.isPending) return;
    addComment.mutate(value, { onSuccess: () => setText('') });
  }

  return (
    <section className="blog-comments" aria-labelledby="comments-heading">
      <h2 id="comments-heading">Comments ({comments.length})</h2>
      {signedIn ? (
        <form className="blog-comment-form" onSubmit={submit}>
          <div className="field">
            <label htmlFor="comment-text">Your comment</label>
            <textarea
              id="comment-text"
              value={text}
              onChange={(e) => {
                addComment.reset();
                setText(e.target.value);
              }}
              maxLength={BLOG_LIMITS.commentMax}
              rows={3}
            />
          </div>
          {addComment.isError && (
            <p className="form-error" role="alert">
              {errorMessage(addComment.error)}
            </p>
          )}
          <button
            type="submit"
            className="btn btn-primary"
            disabled={!text.trim() || addComment.isPending}
          >
            {addComment.isPending ? 'Posting...' : 'Post Comment'}
          </button>
        </form>
      ) : session.status === 'anonymous' ? (
        <p className="blog-comments__login">
          <Link to={login.to} state={login.state}>
            Log in to comment
          </Link>
        </p>
      ) : null}

      {comments.length === 0 ? (
        <p className="muted">No comments yet.</p>
      ) : (
        <ul className="blog-comment-list">
          {comments.map((comment) => (
            <CommentItem key={comment._id} slug={slug} comment={comment} canReply={signedIn} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CommentItem({
  slug,
  comment,
  canReply,
}: {
  slug: string;
  comment: Comment;
  canReply: boolean;
}) {
  const addReply = useAddReply(slug);
  const [text, setText] = useState('');
  const author = authorOf(comment);

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = text.trim();
    // Spec section 5: a reply is posted only if there is reply text for that comment.
    if (!value || addReply.isPending) return;
    addReply.mutate({ commentId: comment._id, text: value }, { onSuccess: () => setText('') });
  }

  return (
    <li className="blog-comment card" aria-label={`Comment by ${author}`}>
      <div className="blog-comment__head">
        <strong>{author}</strong>
        <When iso={comment.createdAt} />
      </div>
      <p className="blog-comment__text">{comment.text}</p>
      {comment.replies.length > 0 && (
        <ul className="blog-reply-list" aria-label={`Replies to ${author}`}>
          {comment.replies.map((reply) => (
            <li key={reply._id} className="blog-reply">
              <div className="blog-comment__head">
                <strong>{authorOf(reply)}</strong>
                <When iso={reply.createdAt} />
              </div>
              <p className="blog-comment__text">{reply.text}</p>
            </li>
          ))}
        </ul>
      )}
      {canReply && (
        <form className="blog-reply-form" onSubmit={submit}>
          <label className="blog-sr-only" htmlFor={`reply-${comment._id}`}>
            Reply to {author}
          </label>
          <input
            id={`reply-${comment._id}`}
            className="input"
            placeholder="Write a reply..."
            value={text}
            onChange={(e) => {
              addReply.reset();
              setText(e.target.value);
            }}
            maxLength={BLOG_LIMITS.commentMax}
          />
          <button
            type="submit"
            className="btn btn-sm btn-dark"
            disabled={!text.trim() || addReply.isPending}
          >
            Reply
          </button>
          {addReply.isError && (
            <p className="form-error" role="alert">
              {errorMessage(addReply.error)}
            </p>
          )}
        </form>
      )}
    </li>
  );
}
