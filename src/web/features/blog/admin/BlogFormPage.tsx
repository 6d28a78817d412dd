import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { BLOG_LIMITS, BlogTextInput, type BlogDetail } from '#shared/blog.schema.js';
import { IMAGE_MAX_LABEL } from '#shared/constants.js';
import { BLOG_UI } from '../../../lib/ui-constants';
import { mediaVariantUrl } from '#shared/media.js';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useBlog, useSaveBlog } from '../api';
import { ImageDropzone } from './ImageDropzone';
import type { PendingImage } from './ImageStrip';
import { sortImageFiles } from './image-files';
import { useObjectUrl } from './use-object-url';
import { Field, TextareaField, TextField } from '../../../components/ui/Field';
import { Button, ButtonLink } from '../../../components/ui/Button';
import styles from './blog-admin.module.css';
import { FormError } from '../../../components/ui/FormError';

const SAVE_FAILED = 'Something went wrong while saving the blog.';

/** /admin/blogs/new and /admin/blogs/edit/{slug}: the slug in the route selects edit mode. */
export default function BlogFormPage() {
  const { slug } = useParams();
  if (!slug) return <BlogForm key="new" />;
  return <EditBlog slug={slug} />;
}

function EditBlog({ slug }: { slug: string }) {
  const blog = useBlog(slug);
  if (blog.isPending) return <p className="muted">Loading blog...</p>;
  if (blog.isError || blog.data === null) {
    if (blog.isError) console.error('Loading the blog for editing failed', blog.error);
    const notFound =
      blog.data === null || (blog.error instanceof ApiError && blog.error.status === 404);
    return (
      <section className={styles.blogAdmin}>
        <h1>Edit Blog</h1>
        <FormError>
          {notFound ? 'Blog not found.' : errorMessage(blog.error, 'The blog could not be loaded.')}
        </FormError>
        <ButtonLink to="/admin/blogs" variant="outline">
          Back to Manage Blogs
        </ButtonLink>
      </section>
    );
  }
  return <BlogForm key={blog.data._id} existing={blog.data} />;
}

let nextImageId = 0;

function BlogForm({ existing }: { existing?: BlogDetail }) {
  const navigate = useNavigate();
  const save = useSaveBlog(existing?.slug);
  const [title, setTitle] = useState(existing?.title ?? '');
  const [content, setContent] = useState(existing?.content ?? '');
  const [errors, setErrors] = useState<{ title?: string; content?: string }>({});
  const [cover, setCover] = useState<File | null>(null);
  const [images, setImages] = useState<PendingImage[]>([]);
  const coverPreview = useObjectUrl(cover);
  const editing = Boolean(existing);

  function chooseCover(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    if (!file) return;
    const { rejected } = sortImageFiles([file]);
    if (rejected.length > 0) {
      window.alert(rejected[0]);
      // An oversized cover is rejected and the input cleared.
      event.target.value = '';
      setCover(null);
      return;
    }
    setCover(file);
  }

  function addImages(files: readonly File[]) {
    const { accepted, rejected } = sortImageFiles(files);
    // Oversized files are skipped with an alert each; the others are added.
    for (const message of rejected) window.alert(message);
    if (accepted.length === 0) return;
    setImages((current) => [
      ...current,
      ...accepted.map((file) => ({ id: `img-${(nextImageId += 1)}`, file })),
    ]);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = BlogTextInput.safeParse({ title, content });
    if (!parsed.success) {
      const found: { title?: string; content?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'title' || field === 'content') && !found[field])
          found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(
      { ...parsed.data, cover, images: images.map((i) => i.file) },
      {
        onSuccess: () => {
          toast.success(editing ? 'Blog updated.' : 'Blog published.');
          void navigate('/admin/blogs');
        },
        onError: () => window.alert(SAVE_FAILED),
      },
    );
  }

  const shownCover =
    coverPreview ?? (existing?.coverImage ? mediaVariantUrl(existing.coverImage, 'card') : null);
  return (
    <section className={styles.blogAdmin}>
      <h1>{editing ? 'Edit Blog' : 'New Blog'}</h1>
      <form className={`${styles.blogForm} card`} onSubmit={submit} noValidate>
        <TextField
          id="blog-title"
          label="Title"
          error={errors.title}
          value={title}
          maxLength={BLOG_LIMITS.titleMax}
          required
          onChange={(e) => {
            setTitle(e.target.value);
            setErrors((er) => ({ ...er, title: undefined }));
          }}
        />

        <TextareaField
          id="blog-content"
          label="Content"
          error={errors.content}
          hint="Leave a blank line between paragraphs. The first image follows the first paragraph, and so on."
          hintClassName={`muted ${styles.blogFormHint}`}
          value={content}
          rows={12}
          maxLength={BLOG_LIMITS.contentMax}
          required
          onChange={(e) => {
            setContent(e.target.value);
            setErrors((er) => ({ ...er, content: undefined }));
          }}
        />

        <Field id="blog-cover" label={`Cover Image (max ${IMAGE_MAX_LABEL})`}>
          {(control) => (
            <>
              <input {...control} type="file" accept="image/*" onChange={chooseCover} />
              {shownCover && (
                <img
                  className={styles.blogFormCoverPreview}
                  src={shownCover}
                  width={BLOG_UI.coverPreview.width}
                  height={BLOG_UI.coverPreview.height}
                  alt={coverPreview ? 'New cover preview' : 'Current cover'}
                />
              )}
            </>
          )}
        </Field>

        <ImageDropzone images={images} onChange={setImages} onAdd={addImages} />

        {existing && existing.images.length > 0 && (
          <div className={styles.blogFormExisting}>
            <p className={styles.blogFormLabel}>Current images</p>
            <ul className={styles.blogExistingImages}>
              {existing.images.map((src, i) => (
                <li key={src}>
                  <img src={mediaVariantUrl(src, 'card')} alt={`Current image ${i + 1}`} />
                </li>
              ))}
            </ul>
            <p className="muted">Uploading new images will replace these.</p>
          </div>
        )}

        {save.isError && (
          <FormError>
            {SAVE_FAILED} {errorMessage(save.error, '')}
          </FormError>
        )}
        <div className={styles.blogFormActions}>
          <Button type="submit" variant="primary" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : editing ? 'Update Blog' : 'Create Blog'}
          </Button>
          <ButtonLink to="/admin/blogs" variant="outline">
            Cancel
          </ButtonLink>
        </div>
      </form>
    </section>
  );
}
