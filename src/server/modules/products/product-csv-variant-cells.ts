import type { ProductValues } from '#shared/product-fields.js';
import { fieldTexts, PRODUCT_FIELDS } from '#shared/product-fields.js';
import { formatPerUnit, formatQuantity, parseQuantity } from '#shared/quantity.js';
import { UNITS, unitOf } from '#shared/units.js';
import type { ProductVariantsInput, StaffProductVariants } from '#shared/variant.schema.js';
import { defaultRule } from './first-variant.js';
import {
  CSV_COLUMNS,
  OPTION_NAMES,
  OPTION_VALUES,
  PRODUCT_OWN,
  formatSellUnits,
  type Cells,
} from './product-csv-cells.js';

// One variant's row of the product CSV (docs/decisions/133-product-csv-per-variant.md): its cells
// read into values, a new row's defaults, and a planned product written back as the cells its
// export would have, so product-csv-variants.ts can tell what an import changes.

export const emptyCells = () => Object.fromEntries(CSV_COLUMNS.map((c) => [c, ''])) as Cells;
export const nullable = (text: string) => (text.trim() === '' ? null : text.trim());
export const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

export function flag(text: string): boolean | null {
  const t = text.trim().toLowerCase();
  if (['', 'true', 'yes', '1'].includes(t)) return true;
  if (['false', 'no', '0'].includes(t)) return false;
  return null;
}

/** The stock cell in thousandths (null: not counted), or what is wrong with it. */
export function stockOf(cells: Cells): number | null | string {
  if (cells.stock.trim() === '') return null;
  const parsed = parseQuantity(cells.stock);
  if (!parsed.ok) return 'Stock must be a number of 0 or more, such as 12 or 12.5.';
  const unit = UNITS[unitOf(cells.unit.trim())];
  if (unit.whole && parsed.value % 1000 !== 0)
    return `${unit.en.many.charAt(0).toUpperCase()}${unit.en.many.slice(1)} are counted whole.`;
  return parsed.value;
}

/** A row's product columns with its variant columns blank: the base of a new variant's row. */
export function productOnly(cells: Cells): Cells {
  const out = emptyCells();
  for (const c of PRODUCT_OWN) out[c] = cells[c];
  return out;
}

/** A stored row not in the file, with the file's option names (a renamed option keeps its values). */
export function renamed(cells: Cells, first: Cells): Cells {
  const out = { ...cells };
  for (const c of PRODUCT_OWN) out[c] = first[c];
  return out;
}

/**
 * As on the product form: a changed price moves the sell unit that is one stock unit with it,
 * when the row left that unit's own price as it was.
 */
export function followPrice(
  units: Record<string, unknown>[],
  cells: Cells,
  stored: Cells | undefined,
) {
  if (!stored || stored.price === cells.price || stored.sellUnits !== cells.sellUnits) return;
  const own = units.find((u) => u.unit === cells.unit.trim() && u.perUnit === '1');
  if (own && own.price === numberOrNull(stored.price)) own.price = numberOrNull(cells.price);
}

/** A new variant without a sell units cell sells in its stock unit at its price. */
export function defaultSellUnit(cells: Cells): Record<string, unknown>[] {
  const rule = defaultRule(cells.unit.trim());
  return [
    {
      unit: cells.unit.trim(),
      price: numberOrNull(cells.price),
      perUnit: '1',
      decimals: rule.decimals,
      min: formatQuantity(rule.min_qty),
      step: formatQuantity(rule.step),
      default: true,
    },
  ];
}

/** What the product's rows would be after the import, as the export would write them. */
export function plannedCells(
  key: string,
  own: ProductValues,
  input: ProductVariantsInput,
  stocks: (number | null | undefined)[],
  set: StaffProductVariants,
): Cells[] {
  const texts = fieldTexts(own);
  const names = input.options.map((o) => o.name);
  return input.variants.map((v, i) => {
    const cells = emptyCells();
    for (const c of PRODUCT_FIELDS) cells[c] = texts[c];
    const stock = stocks[i];
    const stored = set.variants.find((s) => s._id === v._id);
    cells.product = key;
    cells.sku = v.sku;
    cells.unit = v.stockUnit;
    cells.price = v.price === null ? '' : String(v.price);
    cells.discount = v.discount == null ? '' : String(v.discount);
    cells.stock =
      stock === undefined
        ? (stored?.stock.onHand ?? '')
        : stock === null
          ? ''
          : formatQuantity(stock);
    cells.reorderLevel = v.reorderLevel == null ? '' : formatQuantity(v.reorderLevel);
    OPTION_NAMES.forEach((column, k) => {
      cells[column] = names[k] ?? '';
      cells[OPTION_VALUES[k]!] = names[k] === undefined ? '' : (v.options[names[k]] ?? '');
    });
    cells.active = String(v.active);
    cells.sellUnits = formatSellUnits(
      v.sellUnits.map((u) => ({
        unit: u.unit,
        price: u.price,
        discount: u.discount ?? null,
        perUnit: formatPerUnit(u.perUnit),
        decimals: u.decimals,
        min: formatQuantity(u.min),
        step: formatQuantity(u.step),
        label: u.label ?? null,
        default: u.default === true,
      })),
    );
    return cells;
  });
}

/** The columns that differ on any row ('variants' when a variant is added). */
export function changedColumns(before: Cells[], after: Cells[]): string[] {
  const changed = new Set<string>();
  if (before.length !== after.length) changed.add('variants');
  after.forEach((row, i) => {
    const old = before[i];
    if (!old) return;
    for (const c of CSV_COLUMNS) if (c !== 'product' && row[c] !== old[c]) changed.add(c);
  });
  const columns: string[] = CSV_COLUMNS.filter((c) => changed.has(c));
  return changed.has('variants') ? [...columns, 'variants'] : columns;
}
