import { describe, expectTypeOf, it } from 'vitest';
import type { ProductsTable } from './database';

// The products table's columns come from the shared field list. This pins what the type-level
// mapping makes of it; the typecheck fails when a field's column type changes by accident.
describe('the products table type', () => {
  it('has one column per field: lists as JSON text, flags as 0/1, nullable where a value may be', () => {
    expectTypeOf<ProductsTable>().toEqualTypeOf<
      { id: string } & {
        sku: string;
        name: string;
        category: string | null;
        brand: string | null;
        unit: string;
        size: string | null;
        price: number | null;
        discount: number | null;
        stock: number | null;
        reorder_level: number | null;
        supplier_name: string | null;
        supplier_contact: string | null;
        location: string | null;
        description: string | null;
        tags: string;
        amenities: string;
        is_featured: number;
        status: string;
        payment_plan: string | null;
      } & { created_at: string; updated_at: string }
    >();
  });
});
