import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { IMAGE_MAX_LABEL } from '#shared/constants.js';
import { mediaVariantUrl } from '#shared/media.js';
import type { ProductField } from '#shared/product-fields.js';
import { PRODUCT_LIMITS, ProductInput, type Product } from '#shared/product.schema.js';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAdminProduct, useSaveProduct } from '../api';
import { acceptImages } from './image-choice';
import {
  EMPTY_FORM,
  FORM_FIELDS,
  formValuesOf,
  productFormData,
  type FieldLook,
  type FormValues,
} from './product-form-fields';
import { FieldError } from '../../../components/ui/Field';
import { Button, ButtonLink } from '../../../components/ui/Button';
import styles from './admin-products.module.css';
import { FormError } from '../../../components/ui/FormError';

export const SAVE_FAILED = 'Something went wrong while saving the product.';

export default function ProductFormPage() {
  const { id } = useParams();
  const editing = Boolean(id);
  const existing = useAdminProduct(id);

  if (editing && existing.isPending) return <p className="muted">Loading product...</p>;
  if (editing && (existing.isError || existing.data === null)) {
    const notFound =
      existing.data === null ||
      (existing.error instanceof ApiError && existing.error.status === 404);
    return (
      <FormError as="div">
        <p>
          {notFound
            ? 'Product not found.'
            : `Could not load the product. ${errorMessage(existing.error)}`}
        </p>
        <Link to="/admin/products">Back to products</Link>
      </FormError>
    );
  }
  return <ProductForm key={id ?? 'new'} id={id} product={existing.data ?? undefined} />;
}

function ProductForm({ id, product }: { id: string | undefined; product: Product | undefined }) {
  const navigate = useNavigate();
  const save = useSaveProduct(id);
  const [files, setFiles] = useState<File[]>([]);
  const previews = useMemo(
    () => files.map((f) => ({ name: f.name, url: URL.createObjectURL(f) })),
    [files],
  );
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.url)), [previews]);

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues, unknown, ProductInput>({
    resolver: zodResolver(ProductInput) as unknown as Resolver<FormValues, unknown, ProductInput>,
    defaultValues: product ? formValuesOf(product) : EMPTY_FORM,
  });

  const onSubmit = handleSubmit((values) => {
    save.mutate(productFormData(values, files), {
      onSuccess: () => navigate('/admin/products'),
      onError: () => window.alert(SAVE_FAILED),
    });
  });

  const fieldError = (name: ProductField) => (
    <FieldError id={`${name}-error`}>{errors[name]?.message}</FieldError>
  );
  const aria = (name: ProductField) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${name}-error` : undefined,
  });

  return (
    <section aria-labelledby="product-form-title">
      <h1 id="product-form-title">{id ? 'Edit Product' : 'New Product'}</h1>
      <form className={`card ${styles.productForm}`} onSubmit={onSubmit} noValidate>
        <div className={styles.productFormGrid}>
          {(Object.entries(FORM_FIELDS) as [ProductField, FieldLook][]).map(([name, look]) =>
            look.checkbox ? (
              <div key={name} className={`field ${styles.fieldCheck}`}>
                <input id={name} type="checkbox" {...register(name)} />
                <label htmlFor={name}>{look.label}</label>
              </div>
            ) : (
              <div key={name} className={look.wide ? `field ${styles.productFormWide}` : 'field'}>
                <label htmlFor={name}>{look.label}</label>
                {look.choices ? (
                  <select id={name} {...register(name)} {...aria(name)}>
                    {look.prompt !== undefined && <option value="">{look.prompt}</option>}
                    {look.choices.map((choice) => (
                      <option key={choice}>{choice}</option>
                    ))}
                  </select>
                ) : look.textarea ? (
                  <textarea id={name} {...register(name)} {...aria(name)} />
                ) : (
                  <input
                    id={name}
                    placeholder={look.placeholder}
                    inputMode={look.inputMode}
                    maxLength={look.maxLength}
                    {...register(name)}
                    {...aria(name)}
                  />
                )}
                {fieldError(name)}
              </div>
            ),
          )}
          <div className={`field ${styles.productFormWide}`}>
            <label htmlFor="images">Images (image files only, max {IMAGE_MAX_LABEL} each)</label>
            <input
              id="images"
              type="file"
              accept="image/*"
              multiple
              onChange={(e) => {
                const chosen = acceptImages(Array.from(e.target.files ?? []), (m) =>
                  window.alert(m),
                );
                setFiles(chosen.slice(0, PRODUCT_LIMITS.imagesMax));
                if (chosen.length > PRODUCT_LIMITS.imagesMax) {
                  window.alert(
                    `At most ${PRODUCT_LIMITS.imagesMax} images per product; the first ${PRODUCT_LIMITS.imagesMax} are kept.`,
                  );
                }
              }}
            />
            {previews.length > 0 && (
              <>
                <p className={styles.hint}>
                  {previews.length} new image{previews.length === 1 ? '' : 's'} chosen.
                </p>
                <ul className={styles.imageStrip} aria-label="New images">
                  {previews.map((p) => (
                    <li key={p.url}>
                      <img src={p.url} alt={p.name} />
                    </li>
                  ))}
                </ul>
              </>
            )}
            {product && product.images.length > 0 && (
              <>
                <p className={styles.hint}>Uploading new images will replace these.</p>
                <ul className={styles.imageStrip} aria-label="Current images">
                  {product.images.map((url, i) => (
                    <li key={url}>
                      <img
                        src={mediaVariantUrl(url, 'card')}
                        alt={`${product.name}, image ${i + 1}`}
                      />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </div>
        {save.isError && (
          <FormError>
            {SAVE_FAILED} {errorMessage(save.error)}
          </FormError>
        )}
        <div className={styles.productFormButtons}>
          <Button type="submit" variant="primary" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : id ? 'Update Product' : 'Add Product'}
          </Button>
          <ButtonLink to="/admin/products" variant="outline">
            Cancel
          </ButtonLink>
        </div>
      </form>
    </section>
  );
}
