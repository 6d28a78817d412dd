import { Link, useParams } from 'react-router';
import { interleave } from '#shared/blog.js';
import { useBlog } from '../api';
import { BlogDate, CoverImage } from '../components/BlogBits';
import { Comments } from '../components/Comments';
import { MoreBlogs } from '../components/MoreBlogs';
import { ReactionBar } from '../components/ReactionBar';
import { useI18n } from '../../../lib/i18n';
import { LoadError } from '../../../components/ui/LoadError';
import { ButtonLink } from '../../../components/ui/Button';
import { Later } from '../../../components/ui/Later';
import { ServerHtml } from '../../../components/ui/ServerHtml';
import styles from '../blog.module.css';

export default function BlogDetailPage() {
  const { slug = '' } = useParams();
  const blog = useBlog(slug);
  const { lang, m } = useI18n();
  const t = m.blog;

  if (blog.isPending) {
    return (
      <section className="page container">
        <p className="muted">{t.loadingOne}</p>
      </section>
    );
  }
  if (blog.isError || blog.data === null) {
    return (
      <section className={`page container ${styles.blogMissing}`}>
        {blog.data === null ? (
          <p className={styles.blogMissingText}>{t.notFound}</p>
        ) : (
          <LoadError
            what={t.thisBlog}
            error={blog.error}
            onRetry={() => blog.refetch()}
            retrying={blog.isFetching}
          />
        )}
        <ButtonLink to="/blog" variant="outline">
          {t.back}
        </ButtonLink>
      </section>
    );
  }

  const post = blog.data;
  // Content is plain text: paragraphs render as text nodes, never as HTML
  // (docs/decisions/071-text-not-html.md).
  const blocks = interleave(post.content, post.images);
  // What the post's parts that only show are drawn from (components/ui/ServerHtml).
  const shows = `${lang}\n${post.title}\n${post.createdAt}\n${post.coverImage ?? ''}`;
  return (
    <article className={`page container ${styles.blogPost}`}>
      <ServerHtml name="blog-post-head" version={shows}>
        <header className={styles.blogPostHead}>
          <Link to="/blog" className={styles.blogPostBack}>
            {t.allBlogs}
          </Link>
          <h1>{post.title}</h1>
          <BlogDate iso={post.createdAt} />
        </header>
        {post.coverImage && (
          <CoverImage
            src={post.coverImage}
            variant="full"
            sizes="(max-width: 900px) 100vw, 860px"
            className={styles.blogPostCover}
            alt={t.coverOf(post.title)}
            width={1600}
            height={900}
            priority
          />
        )}
      </ServerHtml>
      <ServerHtml
        name="blog-post-body"
        version={`${shows}\n${post.images.join('\n')}\n${post.content}`}
        className={styles.blogPostBody}
        data-testid="blog-post-body"
      >
        {blocks.map((block, i) =>
          block.kind === 'paragraph' ? (
            <p key={`p${i}`}>{block.text}</p>
          ) : (
            // The frame keeps the picture's place whether or not it has come (see the stylesheet).
            <figure key={`i${i}`} className={styles.blogPostFigure}>
              <CoverImage
                src={block.src}
                variant="full"
                sizes="(max-width: 900px) 100vw, 860px"
                className={styles.blogPostImage}
                alt={t.imageOf(block.index + 1, post.title)}
                width={1600}
                height={1067}
              />
            </figure>
          ),
        )}
      </ServerHtml>
      <Later>
        <ReactionBar
          slug={post.slug}
          reactions={post.reactions}
          userReactions={post.userReactions}
        />
      </Later>
      <Later>
        <Comments slug={post.slug} comments={post.comments} total={post.commentsTotal} />
      </Later>
      {/* Last: the carousel draws nothing without other posts, and a Later part that draws
          nothing must have no sibling after it (components/ui/Later). */}
      <Later>
        <MoreBlogs currentSlug={post.slug} />
      </Later>
    </article>
  );
}
