import { excerpt } from '#shared/blog.js';
import { useBlogs } from '../api';
import { BlogDate, CoverImage } from '../components/BlogBits';
import { LoadError } from '../../../components/ui/LoadError';
import { ButtonLink } from '../../../components/ui/Button';
import styles from '../blog.module.css';

export default function BlogListPage() {
  const blogs = useBlogs();
  return (
    <section className="page container">
      <h1>Our Blog</h1>
      <p className="muted">Building tips, product guides and news from the shop.</p>
      {blogs.isPending ? (
        <p className="muted">Loading blogs...</p>
      ) : blogs.isError ? (
        <LoadError
          what="the blogs"
          error={blogs.error}
          onRetry={() => blogs.refetch()}
          retrying={blogs.isFetching}
        />
      ) : blogs.data.length === 0 ? (
        <p className={styles.blogListEmpty}>Coming soon... No blogs have been posted yet.</p>
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
                    Read More<span className="visually-hidden"> about {blog.title}</span>
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
