import { describe, expect, it } from 'vitest';
import { fieldTexts, joinList, productShape, productValues } from './product-fields';
import type { Product } from './product.schema';

const product: Product = {
  _id: 'p1',
  sku: 'PIPE-1',
  name: 'PVC pipe 2"',
  category: 'Plumbing',
  brand: null,
  unit: 'piece',
  size: null,
  price: null,
  discount: 10,
  stock: 0,
  reorderLevel: null,
  supplier: { name: 'Kenpipe', contact: '+254700000001' },
  location: null,
  description: null,
  tags: ['pipe', 'bomba'],
  isFeatured: false,
  status: 'In Stock',
  paymentPlan: null,
  amenities: [],
  image: null,
  images: [],
  createdAt: 'then',
  updatedAt: 'now',
};

describe('a product as its fields', () => {
  it('goes to its field values and back to the API shape unchanged', () => {
    const values = productValues(product);
    expect(values).toMatchObject({ supplierName: 'Kenpipe', supplierContact: '+254700000001' });
    const {
      _id,
      image: _image,
      images: _images,
      createdAt: _createdAt,
      updatedAt: _updatedAt,
      ...fields
    } = product;
    expect(productShape(values)).toEqual(fields);
  });

  it('reads as text: empty for nothing, numbers as typed, lists as words or JSON', () => {
    expect(fieldTexts(productValues(product))).toMatchObject({
      price: '',
      discount: '10',
      stock: '0',
      isFeatured: 'false',
      tags: 'pipe, bomba',
      amenities: '',
    });
    expect(fieldTexts(productValues(product), 'json').tags).toBe('["pipe","bomba"]');
  });

  it('joins a list with commas unless a word holds one', () => {
    expect(joinList(['a', 'b'])).toBe('a, b');
    expect(joinList(['a, b', 'c'])).toBe('["a, b","c"]');
  });
});
