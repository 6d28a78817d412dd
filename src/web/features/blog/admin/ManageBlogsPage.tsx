import { Link } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useBlogs, useDeleteBlog } from '../api';
import { LoadError } from '../../../components/ui/LoadError';
import './blog-admin.css';

/** Admin: every post's title with Edit and Delete, and the way to a new one. */
export default function ManageBlogsPage() {
  const blogs = useBlogs();
  const remove = useDeleteBlog();

  function confirmDelete(slug: string) {
    if (!window.confirm('Delete this blog?')) return;
    remove.mutate(slug, {
      onSuccess: () => toast.success('Blog deleted.'),
      onError: (err) => toast.error(errorMessage(err, 'The blog could not be deleted.')),
    });
  }

  return (
    <section className="blog-admin">
      <div className="blog-admin__head">
        <h1>Manage Blogs</h1>
        <Link to="/admin/blogs/new" className="btn btn-primary">
          Add Blog
        </Link>
      </div>
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
        <p className="muted">No blogs yet. Add one to get started.</p>
      ) : (
        <ul className="blog-admin__list">
          {blogs.data.map((blog) => (
            <li key={blog._id} className="card blog-admin__row">
              <span className="blog-admin__title">{blog.title}</span>
              <span className="blog-admin__actions">
                <Link
                  to={`/admin/blogs/edit/${encodeURIComponent(blog.slug)}`}
                  className="btn btn-sm btn-outline"
                  aria-label={`Edit ${blog.title}`}
                >
                  Edit
                </Link>
                <button
                  type="button"
                  className="btn btn-sm btn-danger"
                  aria-label={`Delete ${blog.title}`}
                  disabled={remove.isPending && remove.variables === blog.slug}
                  onClick={() => confirmDelete(blog.slug)}
                >
                  Delete
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
