import { Link } from 'react-router';
import { excerpt } from '../../../../shared/blog';
import { useBlogs } from '../api';
import { BlogDate, CoverImage } from '../components/BlogBits';
import { LoadError } from '../../../components/ui/LoadError';
import '../blog.css';

export default function BlogListPage() {
  const blogs = useBlogs();
  return (
    <section className="page container blog-list">
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
        <p className="blog-list__empty">Coming soon... No blogs have been posted yet.</p>
      ) : (
        <ul className="blog-grid">
          {blogs.data.map((blog, i) => (
            <li key={blog._id} className="blog-card card">
              <CoverImage
                src={blog.coverImage}
                variant="card"
                className="blog-card__cover"
                priority={i === 0}
                eager={i < 3}
              />
              <div className="blog-card__body">
                <h2 className="blog-card__title">{blog.title}</h2>
                <p className="blog-card__excerpt">{excerpt(blog.content)}</p>
                <div className="blog-card__foot">
                  <Link to={`/blog/${blog.slug}`} className="btn btn-sm btn-primary">
                    {/* The post's title is part of the link's text (for screen readers and
                        search engines) but only 'Read More' shows. */}
                    Read More<span className="visually-hidden"> about {blog.title}</span>
                  </Link>
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
