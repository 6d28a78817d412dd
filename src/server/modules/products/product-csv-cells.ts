import { PRODUCT_FIELDS, fieldTexts, type ProductField } from '#shared/product-fields.js';
import type { StaffProductVariants } from '#shared/variant.schema.js';
import { valuesOfRow, type ProductRow } from './product.repository.js';

// The catalogue CSV's columns and cells, one row per variant (DESIGN decision 46,
// docs/decisions/133-product-csv-per-variant.md): the product's columns repeated on each of its
// rows, where sku, unit, price, discount, stock and reorderLevel are the variant's own; then the
// product's key, up to three option names with the variant's values, its active flag and its
// sell units in one compact cell ('bar 1150 | tonne 105500 per=93.843844 decimals=3 min=0.5').

export const VARIANT_COLUMNS = [
  'product',
  'option1Name',
  'option1Value',
  'option2Name',
  'option2Value',
  'option3Name',
  'option3Value',
  'active',
  'sellUnits',
] as const;
export type VariantColumn = (typeof VARIANT_COLUMNS)[number];
export type CsvColumn = ProductField | VariantColumn;
export const CSV_COLUMNS: readonly CsvColumn[] = [...PRODUCT_FIELDS, ...VARIANT_COLUMNS];
export type Cells = Record<CsvColumn, string>;

export const OPTION_NAMES = ['option1Name', 'option2Name', 'option3Name'] as const;
export const OPTION_VALUES = ['option1Value', 'option2Value', 'option3Value'] as const;

/** What each variant holds for itself; every other column but `product` is its product's. */
export const VARIANT_OWN: readonly CsvColumn[] = [
  'sku',
  'unit',
  'price',
  'discount',
  'stock',
  'reorderLevel',
  ...OPTION_VALUES,
  'active',
  'sellUnits',
];
/** The product's own columns: the same on each of its rows. */
export const PRODUCT_OWN: readonly CsvColumn[] = CSV_COLUMNS.filter(
  (c) => c !== 'product' && !VARIANT_OWN.includes(c),
);

/** A sell unit as its cell writes it: the API's strings. */
export interface SellUnitText {
  unit: string;
  price: number | null;
  discount: number | null;
  perUnit: string;
  decimals: number;
  min: string;
  step: string;
  label: string | null;
  default: boolean;
}

/**
 * Sell units in one cell, '|' between them: the unit, its price (left out while unpriced), then
 * only what differs from a whole unit sold one at a time: `discount=`, `per=` (stock units in
 * one), `decimals=`, `min=`, `step=`, `label="..."`, and `default` on the default when it is not
 * the first.
 */
export function formatSellUnits(units: readonly SellUnitText[]): string {
  const defaultAt = Math.max(
    units.findIndex((u) => u.default),
    0,
  );
  return units
    .map((u, i) => {
      const parts: string[] = [u.unit];
      if (u.price !== null) parts.push(String(u.price));
      if (u.discount !== null) parts.push(`discount=${u.discount}`);
      if (u.perUnit !== '1') parts.push(`per=${u.perUnit}`);
      if (u.decimals !== 0) parts.push(`decimals=${u.decimals}`);
      if (u.min !== '1') parts.push(`min=${u.min}`);
      if (u.step !== '1') parts.push(`step=${u.step}`);
      if (u.label) parts.push(`label=${JSON.stringify(u.label)}`);
      if (i === defaultAt && i !== 0) parts.push('default');
      return parts.join(' ');
    })
    .join(' | ');
}

/** Splits on `separator` outside double quotes (a label may hold spaces, '|' and '\"'). */
function splitOutsideQuotes(text: string, separator: (c: string) => boolean): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted && c === '\\' && i + 1 < text.length) {
      current += c + text[i + 1]!;
      i += 1;
      continue;
    }
    if (c === '"') quoted = !quoted;
    if (!quoted && separator(c)) {
      parts.push(current);
      current = '';
    } else current += c;
  }
  parts.push(current);
  return parts;
}

const EXAMPLE = "for example 'tonne 105500 per=93.843844 decimals=3 min=0.5 step=0.001'";

/**
 * Reads a sell units cell into the API's input shape (its rules are checked by the variant schema
 * afterwards), or answers what is wrong with it.
 */
export function parseSellUnits(cell: string): Record<string, unknown>[] | string {
  const units: Record<string, unknown>[] = [];
  for (const segment of splitOutsideQuotes(cell, (c) => c === '|')) {
    const words = splitOutsideQuotes(segment.trim(), (c) => /\s/.test(c)).filter((w) => w !== '');
    const [unit, ...rest] = words;
    if (!unit) return `A sell unit is empty: write each as a unit and its price, ${EXAMPLE}.`;
    const out: Record<string, unknown> = {
      unit,
      price: null,
      perUnit: '1',
      decimals: 0,
      min: '1',
      step: '1',
      default: false,
    };
    for (const [i, word] of rest.entries()) {
      const eq = word.indexOf('=');
      if (eq < 0) {
        if (word === 'default') out.default = true;
        else if (i === 0 && /^\d+(\.\d+)?$/.test(word)) out.price = Number(word);
        else return `Sell unit ${unit}: "${word}" is not understood; ${EXAMPLE}.`;
        continue;
      }
      const key = word.slice(0, eq);
      const value = word.slice(eq + 1);
      switch (key) {
        case 'per':
          out.perUnit = value;
          break;
        case 'min':
        case 'step':
          out[key] = value;
          break;
        case 'decimals':
        case 'discount':
          out[key] = value === '' ? Number.NaN : Number(value);
          break;
        case 'label':
          try {
            out.label = value.startsWith('"') ? (JSON.parse(value) as unknown) : value;
          } catch {
            return `Sell unit ${unit}: write its label in double quotes, such as label="Full bag".`;
          }
          break;
        default:
          return `Sell unit ${unit}: "${key}" is not understood; ${EXAMPLE}.`;
      }
    }
    units.push(out);
  }
  return units;
}

const numberText = (n: number | null) => (n === null ? '' : String(n));

/** A product's rows as the export writes them (before any formula protection). */
export function productCells(row: ProductRow, set: StaffProductVariants): Cells[] {
  const own = fieldTexts(valuesOfRow(row));
  const names = set.options.map((o) => o.name);
  return set.variants.map((v) => {
    const cells = { ...own } as Cells;
    cells.product = row.sku;
    cells.sku = v.sku;
    cells.unit = v.stock.unit;
    cells.price = numberText(v.price);
    cells.discount = numberText(v.discount);
    cells.stock = v.stock.onHand ?? '';
    cells.reorderLevel = v.reorderLevel ?? '';
    OPTION_NAMES.forEach((column, k) => {
      cells[column] = names[k] ?? '';
      cells[OPTION_VALUES[k]!] = names[k] === undefined ? '' : (v.options[names[k]] ?? '');
    });
    cells.active = String(v.active);
    cells.sellUnits = formatSellUnits(v.sellUnits);
    return cells;
  });
}
