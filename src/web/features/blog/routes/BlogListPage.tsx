import { excerpt } from '#shared/blog.js';
import { useBlogs } from '../api';
import { BlogDate, CoverImage } from '../components/BlogBits';
import { useI18n } from '../../../lib/i18n';
import { LoadError } from '../../../components/ui/LoadError';
import { ButtonLink } from '../../../components/ui/Button';
import styles from '../blog.module.css';

export default function BlogListPage() {
  const blogs = useBlogs();
  const { blog: t } = useI18n().m;
  return (
    <section className="page container">
      <h1>{t.title}</h1>
      <p className="muted">{t.intro}</p>
      {blogs.isPending ? (
        <p className="muted">{t.loadingList}</p>
      ) : blogs.isError ? (
        <LoadError
          what={t.theBlogs}
          error={blogs.error}
          onRetry={() => blogs.refetch()}
          retrying={blogs.isFetching}
        />
      ) : blogs.data.length === 0 ? (
        <p className={styles.blogListEmpty}>{t.none}</p>
      ) : (
        <ul className={styles.blogGrid}>
          {blogs.data.map((blog, i) => (
            <li key={blog._id} className={`${styles.blogCard} card`}>
              <CoverImage
                src={blog.coverImage}
                variant="card"
                className={styles.blogCardCover}
                priority={i === 0}
                eager={i < 3}
              />
              <div className={styles.blogCardBody}>
                <h2 className={styles.blogCardTitle}>{blog.title}</h2>
                <p className={styles.blogCardExcerpt}>{excerpt(blog.content)}</p>
                <div className={styles.blogCardFoot}>
                  <ButtonLink to={`/blog/${blog.slug}`} variant="primary" size="sm">
                    {/* The post's title is part of the link's text (for screen readers and
                        search engines) but only 'Read More' shows. */}
                    {t.readMore}
                    <span className="visually-hidden">{t.readMoreAbout(blog.title)}</span>
                  </ButtonLink>
                  <BlogDate iso={blog.createdAt} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
