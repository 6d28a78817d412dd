import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { IMAGE_MAX_LABEL } from '#shared/constants.js';
import { mediaVariantUrl } from '#shared/media.js';
import { fieldCapability } from '#shared/product-capabilities.js';
import type { ProductField } from '#shared/product-fields.js';
import { PRODUCT_LIMITS, ProductInput, type Product } from '#shared/product.schema.js';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCan } from '../../../lib/capabilities';
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
import {
  CheckboxField,
  Field,
  SelectField,
  TextareaField,
  TextField,
} from '../../../components/ui/Field';
import { Button, ButtonLink } from '../../../components/ui/Button';
import styles from './admin-products.module.css';
import { VariantsEditor } from './VariantsEditor';
import { FormError } from '../../../components/ui/FormError';
import { HistoryPanel } from '../../../components/ui/HistoryPanel';

export const SAVE_FAILED = 'Something went wrong while saving the product.';
const NEW_PRODUCT_VARIANTS =
  'Options and variants (sizes, lengths, colours) are set on this screen once the product is saved.';

export default function ProductFormPage() {
  const { id } = useParams();
  const editing = Boolean(id);
  const existing = useAdminProduct(id);
  // The form is drawn once the person's capabilities are known (which fields they may change).
  const { loaded } = useCan();

  if (!loaded || (editing && existing.isPending))
    return <p className="muted">Loading product...</p>;
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
  // An editor changes text and pictures, a storekeeper not prices (decision 47): what the person
  // may not change is shown read-only, so a save never asks for it.
  const { can } = useCan();
  const locked = (name: ProductField) => !can(fieldCapability(name));
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

  const look = (name: ProductField, extra?: string) => ({
    id: name,
    label: FORM_FIELDS[name].label,
    error: errors[name]?.message,
    fieldClassName: extra,
  });

  return (
    <section aria-labelledby="product-form-title">
      <h1 id="product-form-title">{id ? 'Edit Product' : 'New Product'}</h1>
      <form className={`card ${styles.productForm}`} onSubmit={onSubmit} noValidate>
        <div className={styles.productFormGrid}>
          {(Object.entries(FORM_FIELDS) as [ProductField, FieldLook][]).map(([name, field]) => {
            const wide = field.wide ? styles.productFormWide : undefined;
            if (locked(name) && !field.checkbox)
              return (
                <TextField
                  key={name}
                  {...look(name, wide)}
                  readOnly
                  hint="Your roles do not change this."
                  {...register(name)}
                />
              );
            if (field.checkbox)
              return (
                <CheckboxField
                  key={name}
                  {...look(name, styles.fieldCheck)}
                  error={undefined}
                  {...register(name)}
                />
              );
            if (field.choices)
              return (
                <SelectField key={name} {...look(name, wide)} {...register(name)}>
                  {field.prompt !== undefined && <option value="">{field.prompt}</option>}
                  {field.choices.map((choice) => (
                    <option key={choice}>{choice}</option>
                  ))}
                </SelectField>
              );
            if (field.textarea)
              return <TextareaField key={name} {...look(name, wide)} {...register(name)} />;
            return (
              <TextField
                key={name}
                {...look(name, wide)}
                placeholder={field.placeholder}
                inputMode={field.inputMode}
                maxLength={field.maxLength}
                {...register(name)}
              />
            );
          })}
          <Field
            id="images"
            label={`Images (image files only, max ${IMAGE_MAX_LABEL} each)`}
            fieldClassName={styles.productFormWide}
          >
            {(control) => (
              <>
                <input
                  {...control}
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
              </>
            )}
          </Field>
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
      {id && product ? (
        can('products.edit') && (
          <VariantsEditor productId={id} baseSku={product.sku} pictures={product.images} />
        )
      ) : (
        <p className="muted">{NEW_PRODUCT_VARIANTS}</p>
      )}
      {id && <HistoryPanel entity="product" id={id} />}
    </section>
  );
}
