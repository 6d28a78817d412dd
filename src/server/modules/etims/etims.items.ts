import type { Kysely, Transaction } from 'kysely';
import type { EtimsItem } from '#shared/etims.schema.js';
import type { Database } from '../../db/database.js';
import { NotFoundError } from '../../lib/errors.js';
import type { TaxType } from './etims.tax.js';

// The items registered with KRA and their tax types (DESIGN decision 58: tax types by product,
// B 16% by default). An item is a variant in a unit; a product's items share one tax type, so
// staff set it once per product. A changed type is registered again (saveItem) before the item's
// next sale; invoices already made keep the type they were made with.

export async function listItems(db: Kysely<Database>): Promise<EtimsItem[]> {
  const rows = await db.selectFrom('etims_items').selectAll().orderBy('name').limit(500).execute();
  return rows.map((r) => ({
    itemCd: r.item_cd,
    name: r.name,
    unit: r.qty_unit_cd,
    taxType: r.tax_type as TaxType,
    registered: r.registered_at !== null,
  }));
}

/** Sets the tax type of an item and of every other item of its product. */
export async function setTaxType(
  db: Kysely<Database>,
  itemCd: string,
  taxType: TaxType,
  /** More writes for the change's transaction (staff's audit event, decision 49). */
  also?: (trx: Transaction<Database>, before: string) => Promise<void>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const item = await trx
      .selectFrom('etims_items')
      .select(['item_key', 'tax_type'])
      .where('item_cd', '=', itemCd)
      .executeTakeFirst();
    if (!item) throw new NotFoundError('Not found.', 'NOT_FOUND');
    const product = item.item_key.startsWith('text:') ? null : item.item_key.split(':')[0];
    await trx
      .updateTable('etims_items')
      .set({ tax_type: taxType, registered_at: null })
      .where(
        product
          ? (eb) => eb('item_key', 'like', `${product}:%`)
          : (eb) => eb('item_cd', '=', itemCd),
      )
      .where('tax_type', '!=', taxType)
      .execute();
    await also?.(trx, item.tax_type);
  });
}
