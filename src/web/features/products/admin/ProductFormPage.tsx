import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import {
  IMAGE_MAX_LABEL,
  PRODUCT_CATEGORIES,
  PRODUCT_STATUSES,
  PRODUCT_UNITS,
} from '../../../../shared/constants';
import { mediaVariantUrl } from '../../../../shared/media';
import { PRODUCT_LIMITS, ProductInput, type Product } from '../../../../shared/product.schema';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useProduct, useSaveProduct } from '../api';
import { acceptImages } from './image-choice';
import './admin-products.css';

export const SAVE_FAILED = 'Something went wrong while saving the product.';

/** What the inputs hold: text everywhere, a checkbox for Featured. The shared schema parses it. */
interface FormValues {
  sku: string;
  name: string;
  category: string;
  brand: string;
  unit: string;
  size: string;
  price: string;
  discount: string;
  stock: string;
  reorderLevel: string;
  supplierName: string;
  supplierContact: string;
  location: string;
  description: string;
  isFeatured: boolean;
  status: string;
  paymentPlan: string;
  tags: string;
  amenities: string;
}

const EMPTY: FormValues = {
  sku: '',
  name: '',
  category: '',
  brand: '',
  unit: '',
  size: '',
  price: '',
  discount: '',
  stock: '',
  reorderLevel: '',
  supplierName: '',
  supplierContact: '',
  location: '',
  description: '',
  isFeatured: false,
  status: 'In Stock',
  paymentPlan: '',
  tags: '',
  amenities: '',
};

const text = (v: string | number | null) => (v === null ? '' : String(v));

function valuesOf(p: Product): FormValues {
  return {
    sku: p.sku,
    name: p.name,
    category: p.category ?? '',
    brand: text(p.brand),
    unit: p.unit,
    size: text(p.size),
    price: text(p.price),
    discount: text(p.discount),
    stock: text(p.stock),
    reorderLevel: text(p.reorderLevel),
    supplierName: text(p.supplier.name),
    supplierContact: text(p.supplier.contact),
    location: text(p.location),
    description: text(p.description),
    isFeatured: p.isFeatured,
    status: p.status,
    paymentPlan: text(p.paymentPlan),
    tags: p.tags.join(', '),
    amenities: p.amenities.join(', '),
  };
}

/** The multipart fields of POST/PUT /api/products; tags and amenities go as JSON lists. */
function toFormData(v: ProductInput, files: File[]): FormData {
  const form = new FormData();
  const put = (name: string, value: string | number | null) =>
    form.append(name, value === null ? '' : String(value));
  put('sku', v.sku);
  put('name', v.name);
  put('category', v.category);
  put('brand', v.brand);
  put('unit', v.unit);
  put('size', v.size);
  put('price', v.price);
  put('discount', v.discount);
  put('stock', v.stock);
  put('reorderLevel', v.reorderLevel);
  put('supplierName', v.supplierName);
  put('supplierContact', v.supplierContact);
  put('location', v.location);
  put('description', v.description);
  put('isFeatured', String(v.isFeatured));
  put('status', v.status);
  put('paymentPlan', v.paymentPlan);
  form.append('tags', JSON.stringify(v.tags));
  form.append('amenities', JSON.stringify(v.amenities));
  for (const file of files) form.append('images', file, file.name);
  return form;
}

export default function ProductFormPage() {
  const { id } = useParams();
  const editing = Boolean(id);
  const existing = useProduct(id);

  if (editing && existing.isPending) return <p className="muted">Loading product...</p>;
  if (editing && (existing.isError || existing.data === null)) {
    const notFound =
      existing.data === null ||
      (existing.error instanceof ApiError && existing.error.status === 404);
    return (
      <div className="form-error" role="alert">
        <p>
          {notFound
            ? 'Product not found.'
            : `Could not load the product. ${errorMessage(existing.error)}`}
        </p>
        <Link to="/admin/products">Back to products</Link>
      </div>
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
    defaultValues: product ? valuesOf(product) : EMPTY,
  });

  const onSubmit = handleSubmit((values) => {
    save.mutate(toFormData(values, files), {
      onSuccess: () => navigate('/admin/products'),
      onError: () => window.alert(SAVE_FAILED),
    });
  });

  const fieldError = (name: keyof FormValues) =>
    errors[name]?.message ? (
      <p className="field-error" id={`${name}-error`}>
        {errors[name]?.message}
      </p>
    ) : null;
  const aria = (name: keyof FormValues) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${name}-error` : undefined,
  });

  return (
    <section aria-labelledby="product-form-title">
      <h1 id="product-form-title">{id ? 'Edit Product' : 'New Product'}</h1>
      <form className="card product-form" onSubmit={onSubmit} noValidate>
        <div className="product-form__grid">
          <div className="field">
            <label htmlFor="sku">SKU *</label>
            <input
              id="sku"
              {...register('sku')}
              {...aria('sku')}
              maxLength={PRODUCT_LIMITS.skuMax}
            />
            {fieldError('sku')}
          </div>
          <div className="field">
            <label htmlFor="name">Product Name *</label>
            <input
              id="name"
              {...register('name')}
              {...aria('name')}
              maxLength={PRODUCT_LIMITS.nameMax}
            />
            {fieldError('name')}
          </div>
          <div className="field">
            <label htmlFor="category">Category *</label>
            <select id="category" {...register('category')} {...aria('category')}>
              <option value="">Select a category</option>
              {PRODUCT_CATEGORIES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
            {fieldError('category')}
          </div>
          <div className="field">
            <label htmlFor="brand">Brand</label>
            <input id="brand" {...register('brand')} {...aria('brand')} />
            {fieldError('brand')}
          </div>
          <div className="field">
            <label htmlFor="unit">Unit *</label>
            <select id="unit" {...register('unit')} {...aria('unit')}>
              <option value="">Select a unit</option>
              {PRODUCT_UNITS.map((u) => (
                <option key={u}>{u}</option>
              ))}
            </select>
            {fieldError('unit')}
          </div>
          <div className="field">
            <label htmlFor="size">Size</label>
            <input
              id="size"
              placeholder="50kg, 2-inch pipe, 1L"
              {...register('size')}
              {...aria('size')}
            />
            {fieldError('size')}
          </div>
          <div className="field">
            <label htmlFor="price">Price (Ksh) *</label>
            <input id="price" inputMode="decimal" {...register('price')} {...aria('price')} />
            {fieldError('price')}
          </div>
          <div className="field">
            <label htmlFor="discount">Discount (%)</label>
            <input
              id="discount"
              inputMode="decimal"
              {...register('discount')}
              {...aria('discount')}
            />
            {fieldError('discount')}
          </div>
          <div className="field">
            <label htmlFor="stock">Stock</label>
            <input id="stock" inputMode="numeric" {...register('stock')} {...aria('stock')} />
            {fieldError('stock')}
          </div>
          <div className="field">
            <label htmlFor="reorderLevel">Reorder Level</label>
            <input
              id="reorderLevel"
              inputMode="numeric"
              {...register('reorderLevel')}
              {...aria('reorderLevel')}
            />
            {fieldError('reorderLevel')}
          </div>
          <div className="field">
            <label htmlFor="supplierName">Supplier Name</label>
            <input id="supplierName" {...register('supplierName')} {...aria('supplierName')} />
            {fieldError('supplierName')}
          </div>
          <div className="field">
            <label htmlFor="supplierContact">Supplier Contact</label>
            <input
              id="supplierContact"
              {...register('supplierContact')}
              {...aria('supplierContact')}
            />
            {fieldError('supplierContact')}
          </div>
          <div className="field">
            <label htmlFor="location">Location</label>
            <input id="location" {...register('location')} {...aria('location')} />
            {fieldError('location')}
          </div>
          <div className="field">
            <label htmlFor="status">Status</label>
            <select id="status" {...register('status')} {...aria('status')}>
              {PRODUCT_STATUSES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
            {fieldError('status')}
          </div>
          <div className="field">
            <label htmlFor="paymentPlan">Payment Plan</label>
            <input
              id="paymentPlan"
              placeholder="Flexible Payment Options"
              {...register('paymentPlan')}
              {...aria('paymentPlan')}
            />
            {fieldError('paymentPlan')}
          </div>
          <div className="field field--check">
            <input id="isFeatured" type="checkbox" {...register('isFeatured')} />
            <label htmlFor="isFeatured">Featured product</label>
          </div>
          <div className="field product-form__wide">
            <label htmlFor="description">Description</label>
            <textarea id="description" {...register('description')} {...aria('description')} />
            {fieldError('description')}
          </div>
          <div className="field product-form__wide">
            <label htmlFor="tags">Tags (comma-separated)</label>
            <input
              id="tags"
              placeholder="cement, building, 50kg"
              {...register('tags')}
              {...aria('tags')}
            />
            {fieldError('tags')}
          </div>
          <div className="field product-form__wide">
            <label htmlFor="amenities">Amenities (comma-separated)</label>
            <input
              id="amenities"
              placeholder="Free delivery in Athi River, Warranty"
              {...register('amenities')}
              {...aria('amenities')}
            />
            {fieldError('amenities')}
          </div>
          <div className="field product-form__wide">
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
                <p className="hint">
                  {previews.length} new image{previews.length === 1 ? '' : 's'} chosen.
                </p>
                <ul className="image-strip" aria-label="New images">
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
                <p className="hint">Uploading new images will replace these.</p>
                <ul className="image-strip" aria-label="Current images">
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
          <p className="form-error" role="alert">
            {SAVE_FAILED} {errorMessage(save.error)}
          </p>
        )}
        <div className="product-form__buttons">
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : id ? 'Update Product' : 'Add Product'}
          </button>
          <Link to="/admin/products" className="btn btn-outline">
            Cancel
          </Link>
        </div>
      </form>
    </section>
  );
}
