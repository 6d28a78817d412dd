import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { newId } from '../../lib/ids.js';
import { firstVariantId, setCount } from '../stock/stock-ledger.js';
import type { VariantWork } from './product-csv-variants.js';
import { insertProductRow } from './product.repository.js';
import { replaceVariants } from './variant.service.js';

// Writing one product the CSV import planned (product-csv-variants.ts): its own fields, its
// variants as a whole, and each counted stock (docs/decisions/133-product-csv-per-variant.md).

/** Writes one planned product in the import's transaction. */
export async function applyProduct(
  trx: Transaction<Database>,
  work: Extract<VariantWork, { kind: 'created' | 'updated' }>,
  now: Date,
): Promise<void> {
  const first = work.input.variants[0]!;
  let productId = work.productId;
  let input = work.input;
  if (productId === null) {
    productId = newId();
    await insertProductRow(
      trx,
      productId,
      {
        ...work.own,
        sku: first.sku,
        unit: first.stockUnit,
        price: first.price,
        discount: first.discount ?? null,
      },
      now,
    );
    const firstId = await firstVariantId(trx, productId);
    input = {
      ...input,
      variants: input.variants.map((v, i) => (i === 0 && firstId ? { ...v, _id: firstId } : v)),
    };
  } else {
    await trx
      .updateTable('products')
      .set({
        name: work.own.name,
        category: work.own.category,
        brand: work.own.brand,
        size: work.own.size,
        supplier_name: work.own.supplierName,
        supplier_contact: work.own.supplierContact,
        location: work.own.location,
        description: work.own.description,
        tags: JSON.stringify(work.own.tags),
        amenities: JSON.stringify(work.own.amenities),
        is_featured: work.own.isFeatured ? 1 : 0,
        status: work.own.status,
        payment_plan: work.own.paymentPlan,
        updated_at: now.toISOString(),
      })
      .where('id', '=', productId)
      .execute();
  }
  const saved = await replaceVariants(trx, productId, input, now);
  for (const [i, variant] of saved.variants.entries()) {
    const stock = work.stocks[i];
    if (stock !== undefined) await setCount(trx, variant._id, stock, now, { reason: 'CSV import' });
  }
}
