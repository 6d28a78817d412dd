import type { Kysely } from 'kysely';
import { formatMoney } from '#shared/pricing.js';
import { QTY_SCALE, lineTotal, parseQuantity, toStock } from '#shared/quantity.js';
import { QUOTE } from '#shared/quote.schema.js';
import { UNITS } from '#shared/units.js';
import type { Database } from '../../db/database.js';
import { BadRequestError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { entriesByProductIds, entryPrice, type QuoteEntry } from './quote-entries.js';
import type { QuoteLineRow } from './quote.repository.js';

// A quote line as stored (DESIGN decision 45, docs/decisions/134): a copy of the product's name,
// the variant's title and SKU, the sell unit, the exact quantity and what it takes from stock, as
// the catalogue was when the line was written, and the unit price once priced. A later edit or
// deletion of the product never changes a line; a sent quote's prices are fixed.

export interface WrittenLine {
  text: string;
  productId: string | null;
  quantity: number;
  variantId?: string | null;
  unit?: string | null;
  exactQuantity?: string | null;
  unitPrice?: number | null;
}

export const tooLarge = (amount: number) =>
  new BadRequestError(
    `A quote's total can be at most ${formatMoney(QUOTE.totalMax)}; this one comes to ${formatMoney(amount)}. Please split it.`,
    'QUOTE_TOO_LARGE',
  ).with({ max: formatMoney(QUOTE.totalMax), total: formatMoney(amount) });

/** A line's exact quantity in thousandths: lines stored before variants hold 0 and mean whole. */
export const exactOf = (row: Pick<QuoteLineRow, 'exact_quantity' | 'quantity'>): number =>
  Number(row.exact_quantity) || row.quantity * QTY_SCALE;

/** The products' entries by product id, then by variant id. */
export async function entriesFor(
  db: Kysely<Database>,
  productIds: (string | null)[],
): Promise<(productId: string, variantId?: string | null) => QuoteEntry | undefined> {
  const ids = [...new Set(productIds.flatMap((id) => (id ? [id] : [])))];
  const entries = await entriesByProductIds(db, ids);
  return (productId, variantId) => {
    const own = entries.filter((e) => e.id === productId);
    return (variantId ? own.find((e) => e.variantId === variantId) : undefined) ?? own[0];
  };
}

/** Today's final price of a stored line's product in the line's unit, or null. */
export function currentPriceOf(
  entryOf: (productId: string, variantId?: string | null) => QuoteEntry | undefined,
  row: QuoteLineRow,
): number | null {
  const entry = row.product_id ? entryOf(row.product_id, row.variant_id) : undefined;
  return entry ? entryPrice(entry, row.unit) : null;
}

/** A line priced at `unitPrice`: its total, whole shillings (per line, halves up). */
export function priced(row: QuoteLineRow, unitPrice: number): QuoteLineRow {
  return { ...row, unit_price: unitPrice, line_total: lineTotal(unitPrice, exactOf(row)) };
}

/** Quote lines as stored, copied from the catalogue as it is now. */
export async function lineRows(
  db: Kysely<Database>,
  quoteId: string,
  lines: WrittenLine[],
  unknownProduct: 'unmatch' | 'refuse',
): Promise<QuoteLineRow[]> {
  const entryOf = await entriesFor(
    db,
    lines.map((l) => l.productId),
  );
  return lines.map((line, position) => {
    let entry = line.productId ? entryOf(line.productId, line.variantId) : undefined;
    if (line.productId && !entry) {
      if (unknownProduct === 'refuse')
        throw new BadRequestError(
          `Line ${position + 1} ("${line.text.slice(0, 60)}") names a product that is no longer in the catalogue.`,
          'UNKNOWN_PRODUCT',
        ).with({ line: position + 1, text: line.text.slice(0, 60) });
      // Deleted since the list was matched: the line stays, for the shop to price by its text.
      entry = undefined;
    }
    const exact = line.exactQuantity
      ? parseQuantity(line.exactQuantity.replace(',', '.'))
      : { ok: true as const, value: line.quantity * QTY_SCALE };
    if (!exact.ok)
      throw new BadRequestError(
        `Line ${position + 1}: each quantity must be a number like 2 or 2.5.`,
        'VALIDATION_ERROR',
      ).with({ why: 'quantity', n: position + 1 });
    const sold = entry?.sellUnits?.find((u) => u.unit === line.unit) ?? entry?.sellUnits?.[0];
    const unit = sold?.unit ?? entry?.unit ?? null;
    const stockUnit = entry?.stockUnit ?? unit;
    // 2.5 t of Y12 at 93.747 bars a tonne takes 234 bars and is 2.496 t, as an order would be.
    const stock =
      sold?.perUnit && stockUnit
        ? toStock(exact.value, sold.perUnit, {
            stockWhole: (UNITS as Record<string, { whole: boolean }>)[stockUnit]?.whole ?? true,
            sellDecimals: sold.decimals ?? 0,
          })
        : { quantity: exact.value, stockQuantity: exact.value };
    const unitPrice = line.unitPrice ?? null;
    const row: QuoteLineRow = {
      id: newId(),
      quote_id: quoteId,
      position,
      text: line.text,
      product_id: entry?.id ?? null,
      sku: entry?.sku ?? null,
      name: entry?.name ?? null,
      unit,
      quantity: Math.max(1, Math.ceil(stock.quantity / QTY_SCALE)),
      unit_price: null,
      line_total: null,
      variant_id: entry?.variantId ?? null,
      variant_title: entry?.variantTitle ?? null,
      exact_quantity: stock.quantity,
      stock_quantity: entry ? stock.stockQuantity : 0,
      stock_unit: entry ? stockUnit : null,
    };
    if (unitPrice === null) return row;
    const withPrice = priced(row, unitPrice);
    if (withPrice.line_total! > QUOTE.totalMax) throw tooLarge(withPrice.line_total!);
    return withPrice;
  });
}
