import type { Kysely } from 'kysely';
import { QTY_SCALE } from '#shared/quantity.js';
import { quantityText, unitOf } from '#shared/units.js';
import type { Database } from '../../db/database.js';
import { countLow, listLow, optionNames } from './stock.repository.js';

// What is low: a variant whose counted stock is at or below its reorder level (the one rule, in
// stock.repository.ts, that the dashboard, the order mail and the morning digest all read), named
// with its product and its title ('Deformed Steel Bar — Y16 / 12 m') and counted in its stock
// unit ('3 bars'). An order's stock is taken and put back by orders/order.stock.ts.

export interface LowStockItem {
  /** The product's id. */
  id: string;
  variantId: string;
  /** The variant's SKU. */
  sku: string;
  /** The product's name, then the variant's title when it has options. */
  name: string;
  /** In the stock unit; a measure may hold a fraction (412.5 kg). */
  stock: number;
  reorderLevel: number;
  stockUnit: string;
  /** '3 bars', '412.5 kg'. */
  stockText: string;
  reorderText: string;
}

/** Low products, lowest stock first: all, the first `limit`, or those among `ids`. */
export async function lowStock(
  db: Kysely<Database>,
  options: { limit?: number; ids?: string[] } = {},
): Promise<LowStockItem[]> {
  const rows = await listLow(db, options);
  const names = new Map<string, string[]>();
  for (const o of await optionNames(db, [...new Set(rows.map((r) => r.product_id))]))
    names.set(o.product_id, [...(names.get(o.product_id) ?? []), o.name]);
  return rows.map((r) => {
    const onHand = Number(r.on_hand);
    const level = Number(r.reorder_level);
    const unit = unitOf(r.stock_unit);
    const title = variantTitle(r.options, names.get(r.product_id) ?? []);
    return {
      id: r.product_id,
      variantId: r.variant_id,
      sku: r.sku,
      name: title ? `${r.name} — ${title}` : r.name,
      stock: onHand / QTY_SCALE,
      reorderLevel: level / QTY_SCALE,
      stockUnit: r.stock_unit,
      stockText: quantityText(onHand, unit),
      reorderText: quantityText(level, unit),
    };
  });
}

/** A variant's values in its product's option order ('Y16 / 12 m'); '' without options. */
function variantTitle(optionsJson: string, names: string[]): string {
  let options: Record<string, unknown> = {};
  try {
    options = JSON.parse(optionsJson) as Record<string, unknown>;
  } catch {
    // A broken cell reads as no options.
  }
  return names.map((n) => (typeof options[n] === 'string' ? options[n] : '')).join(' / ');
}

export function countLowStock(db: Kysely<Database>): Promise<number> {
  return countLow(db);
}
