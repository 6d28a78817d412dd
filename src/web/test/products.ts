import type { Product, PublicProduct } from '#shared/product.schema.js';

// Products for the web tests: every field the API returns, with plain defaults; a test names only
// what it is about. A new product field is added here once, not in each test.

/** A product as staff see it (the admin screens), with these fields changed. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'p1',
    sku: 'SKU-1',
    name: 'Bamburi Cement 50kg',
    category: null,
    brand: null,
    unit: 'piece',
    size: null,
    price: 850,
    discount: null,
    stock: null,
    reorderLevel: null,
    supplier: { name: null, contact: null },
    location: null,
    description: null,
    tags: [],
    isFeatured: false,
    status: 'In Stock',
    paymentPlan: null,
    amenities: [],
    image: null,
    images: [],
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

/** A product as every visitor sees it (catalogue, product page, cart): no staff-only fields. */
export function aPublicProduct(overrides: Partial<PublicProduct> = {}): PublicProduct {
  const { reorderLevel: _reorderLevel, supplier: _supplier, ...product } = aProduct();
  return { ...product, ...overrides };
}
