import { describe, expect, it } from 'vitest';
import { PRODUCT_FIELDS, productValues } from '#shared/product-fields.js';
import { ProductInput } from '#shared/product.schema.js';
import { aProduct } from '../../../test/products';
import { EMPTY_FORM, FORM_FIELDS, formValuesOf, productFormData } from './product-form-fields';

const stored = aProduct({
  sku: 'CEM-50',
  category: 'Cement',
  brand: 'Bamburi',
  unit: 'bag',
  size: '50kg',
  price: 850,
  stock: 120,
  reorderLevel: 20,
  supplier: { name: 'Bamburi Ltd', contact: null },
  location: 'Athi River',
  description: 'Line one.\nLine two.',
  tags: ['cement', 'saruji, bora'],
  isFeatured: true,
  status: 'Out of Stock',
  amenities: ['Delivery'],
  createdAt: '2026-11-24T00:00:00.000Z',
  updatedAt: '2026-11-24T00:00:00.000Z',
});

describe('the product form, from the shared field list', () => {
  it('starts empty, with the default status and Featured unticked', () => {
    expect(EMPTY_FORM).toEqual({
      ...Object.fromEntries(PRODUCT_FIELDS.map((f) => [f, ''])),
      isFeatured: false,
      status: 'In Stock',
    });
  });

  it('shows a stored product so that saving it unchanged keeps every value', () => {
    const values = formValuesOf(stored);
    expect(values).toMatchObject({ price: '850', discount: '', isFeatured: true, size: '50kg' });
    expect(ProductInput.parse(values)).toEqual(productValues(stored));
  });

  it('sends each field once, lists as JSON lists and Featured as true/false', () => {
    const form = productFormData(ProductInput.parse(formValuesOf(stored)), []);
    expect([...form.keys()].sort()).toEqual([...PRODUCT_FIELDS].sort());
    expect(form.get('tags')).toBe('["cement","saruji, bora"]');
    expect(form.get('isFeatured')).toBe('true');
    expect(form.get('discount')).toBe('');
    expect(form.get('price')).toBe('850');
  });

  it('draws an input for every field of the list', () => {
    expect(Object.keys(FORM_FIELDS).sort()).toEqual([...PRODUCT_FIELDS].sort());
  });

  it('draws the inputs in the order of the form with the labels the list gives them', () => {
    expect(Object.entries(FORM_FIELDS).map(([name, look]) => [name, look.label])).toEqual([
      ['sku', 'SKU *'],
      ['name', 'Product Name *'],
      ['category', 'Category *'],
      ['brand', 'Brand'],
      ['unit', 'Unit *'],
      ['size', 'Size'],
      ['price', 'Price (Ksh) *'],
      ['discount', 'Discount (%)'],
      ['stock', 'Stock'],
      ['reorderLevel', 'Reorder Level'],
      ['supplierName', 'Supplier Name'],
      ['supplierContact', 'Supplier Contact'],
      ['location', 'Location'],
      ['status', 'Status'],
      ['paymentPlan', 'Payment Plan'],
      ['isFeatured', 'Featured product'],
      ['description', 'Description'],
      ['tags', 'Tags (comma-separated)'],
      ['amenities', 'Amenities (comma-separated)'],
    ]);
    expect(FORM_FIELDS.price.inputMode).toBe('decimal');
    expect(FORM_FIELDS.stock.inputMode).toBe('numeric');
    expect(FORM_FIELDS.isFeatured.checkbox).toBe(true);
    expect(FORM_FIELDS.tags.wide).toBe(true);
  });
});
