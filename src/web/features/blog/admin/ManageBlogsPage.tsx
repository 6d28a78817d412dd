import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useBlogs, useDeleteBlog } from '../api';
import { ButtonLink } from '../../../components/ui/Button';
import { RowActions } from '../../../components/ui/RowActions';
import styles from './blog-admin.module.css';
import { QueryState } from '../../../components/ui/QueryState';

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
    <section className={styles.blogAdmin}>
      <div className={styles.blogAdminHead}>
        <h1>Manage Blogs</h1>
        <ButtonLink to="/admin/blogs/new" variant="primary">
          Add Blog
        </ButtonLink>
      </div>
      <QueryState
        query={blogs}
        what="the blogs"
        loading="Loading blogs..."
        empty="No blogs yet. Add one to get started."
      >
        {(items) => (
          <ul className={styles.blogAdminList}>
            {items.map((blog) => (
              <li key={blog._id} className={`card ${styles.blogAdminRow}`}>
                <span className={styles.blogAdminTitle}>{blog.title}</span>
                <span className={styles.blogAdminActions}>
                  <RowActions
                    name={blog.title}
                    editTo={`/admin/blogs/edit/${encodeURIComponent(blog.slug)}`}
                    deleting={remove.isPending && remove.variables === blog.slug}
                    onDelete={() => confirmDelete(blog.slug)}
                  />
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
