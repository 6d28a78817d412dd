import { ProductVariantsInput, VARIANT_LIMITS, type Variant } from '#shared/variant.schema.js';
import type { ProductOption } from '#shared/variant.schema.js';

// What the Options and variants screen holds while staff type (DESIGN decision 40): options with
// their values, one row per ticked combination, each with its sell units, all as the typed text.
// It becomes the body of PUT /api/products/{id}/variants only when saved, and the shared schema
// reads it there and here, so a refusal lands on the cell it is about. Nothing typed is lost on a
// refusal: the draft is only replaced by the server's answer after a save.

export interface SellUnitDraft {
  _id?: string;
  unit: string;
  label: string;
  price: string;
  discount: string;
  perUnit: string;
  decimals: string;
  min: string;
  step: string;
  default: boolean;
}

export interface VariantDraft {
  /** The row's key on screen (its _id, or a made-up one until saved). */
  key: string;
  _id?: string;
  options: Record<string, string>;
  sku: string;
  price: string;
  discount: string;
  reorderLevel: string;
  stockUnit: string;
  active: boolean;
  /** One of the product's picture addresses, shown when the variant is chosen; null: the product's. */
  image: string | null;
  sellUnits: SellUnitDraft[];
  /** What the server holds (read-only on this screen: the stock screen changes it). */
  onHand: string | null;
}

export interface OptionDraft {
  name: string;
  /** The values as typed: comma-separated. */
  valuesText: string;
}

export interface Draft {
  options: OptionDraft[];
  variants: VariantDraft[];
}

/** A refusal's place: 'options.0.name', 'variants.2.sku', 'variants.2.sellUnits.1.perUnit'. */
export type Problems = Record<string, string>;

let made = 0;
const newKey = () => `new-${++made}`;

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function valuesOf(option: OptionDraft): string[] {
  return option.valuesText
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v.length > 0);
}

/** The draft of what the server answered. */
export function draftOf(
  options: ProductOption[],
  variants: (Variant & { reorderLevel?: string | null })[],
  /** The product's pictures: a variant's picture it no longer has is dropped. */
  pictures: readonly string[] = [],
): Draft {
  return {
    options: options.map((o) => ({ name: o.name, valuesText: o.values.join(', ') })),
    variants: variants.map((v) => ({
      key: v._id,
      _id: v._id,
      options: { ...v.options },
      sku: v.sku,
      price: text(v.price),
      discount: text(v.discount),
      reorderLevel: v.reorderLevel ?? '',
      stockUnit: v.stock.unit,
      active: v.active,
      image: v.image && pictures.includes(v.image) ? v.image : null,
      onHand: v.stock.onHand,
      sellUnits: v.sellUnits.map((u) => ({
        _id: u._id,
        unit: u.unit,
        label: u.label ?? '',
        price: text(u.price),
        discount: text(u.discount),
        perUnit: u.perUnit,
        decimals: String(u.decimals),
        min: u.min,
        step: u.step,
        default: u.default,
      })),
    })),
  };
}

/** A sell unit of a variant's own stock unit: one at a time (a tenth for a measure). */
export function stockSellUnit(unit: string, price: string, whole: boolean): SellUnitDraft {
  return {
    unit,
    label: '',
    price,
    discount: '',
    perUnit: '1',
    decimals: whole ? '0' : '1',
    min: whole ? '1' : '0.1',
    step: whole ? '1' : '0.1',
    default: true,
  };
}

/** Every combination of the options' values, in option order (one empty one without options). */
export function combinations(options: OptionDraft[]): Record<string, string>[] {
  let combos: Record<string, string>[] = [{}];
  for (const option of options) {
    const values = valuesOf(option);
    if (!option.name.trim() || values.length === 0) continue;
    combos = combos.flatMap((combo) => values.map((v) => ({ ...combo, [option.name.trim()]: v })));
  }
  return combos;
}

const sameCombo = (a: Record<string, string>, b: Record<string, string>) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => (a[k] ?? '').toLowerCase() === (b[k] ?? '').toLowerCase());
};

export function rowsOf(draft: Draft, combo: Record<string, string>): VariantDraft[] {
  return draft.variants.filter((v) => sameCombo(v.options, combo));
}

/** 'Y12 / 6 m': a combination in option order. */
export function comboTitle(draft: Draft, combo: Record<string, string>): string {
  return draft.options
    .map((o) => combo[o.name.trim()] ?? '')
    .filter(Boolean)
    .join(' / ');
}

function skuFor(base: string, combo: Record<string, string>): string {
  const parts = Object.values(combo).map((v) => v.replace(/\s+/g, '').toUpperCase());
  return [base, ...parts].filter(Boolean).join('-').slice(0, 64);
}

/**
 * Ticks a combination: a new row copying the first row's prices, units and sell units (without
 * their ids), its SKU made from the first's and the values. Unticking removes its rows.
 */
export function toggleCombo(draft: Draft, combo: Record<string, string>, baseSku: string): Draft {
  if (rowsOf(draft, combo).length > 0)
    return { ...draft, variants: draft.variants.filter((v) => !sameCombo(v.options, combo)) };
  const model = draft.variants[0];
  const row: VariantDraft = {
    key: newKey(),
    options: { ...combo },
    sku: skuFor(baseSku, combo),
    price: model?.price ?? '',
    discount: model?.discount ?? '',
    reorderLevel: model?.reorderLevel ?? '',
    stockUnit: model?.stockUnit ?? 'piece',
    active: true,
    image: null,
    onHand: null,
    sellUnits: (model?.sellUnits ?? [stockSellUnit('piece', '', true)]).map(
      ({ _id: _dropped, ...unit }) => ({ ...unit }),
    ),
  };
  return { ...draft, variants: [...draft.variants, row] };
}

/**
 * Renames an option: its rows follow, so what was ticked stays ticked. A value typed away leaves
 * the rows that had it marked until they are given another (the schema says which).
 */
export function renameOption(draft: Draft, index: number, name: string): Draft {
  const before = draft.options[index]?.name.trim() ?? '';
  const after = name.trim();
  return {
    options: draft.options.map((o, i) => (i === index ? { ...o, name } : o)),
    variants: draft.variants.map((v) => {
      if (!before || before === after || !Object.hasOwn(v.options, before)) return v;
      const { [before]: value = '', ...rest } = v.options;
      return { ...v, options: after ? { ...rest, [after]: value } : rest };
    }),
  };
}

/** Adds an option (at most three): every row takes its first value, once one is typed. */
export function addOption(draft: Draft): Draft {
  if (draft.options.length >= VARIANT_LIMITS.optionsMax) return draft;
  return { ...draft, options: [...draft.options, { name: '', valuesText: '' }] };
}

export function removeOption(draft: Draft, index: number): Draft {
  const name = draft.options[index]?.name.trim() ?? '';
  return {
    options: draft.options.filter((_, i) => i !== index),
    variants: draft.variants.map((v) => {
      const { [name]: _gone, ...rest } = v.options;
      return { ...v, options: rest };
    }),
  };
}

/**
 * Sets an option's values. Rows without a value of this option yet take its first value (a new
 * option on a product that already has variants), so each row stays a combination; a value
 * changed in place (typed on, or renamed) takes its rows along.
 */
export function setOptionValues(draft: Draft, index: number, valuesText: string): Draft {
  const before = draft.options[index] ? valuesOf(draft.options[index]) : [];
  const options = draft.options.map((o, i) => (i === index ? { ...o, valuesText } : o));
  const option = options[index]!;
  const name = option.name.trim();
  const after = valuesOf(option);
  const valueFor = (value: string | undefined) => {
    if (!value) return after[0];
    if (after.includes(value)) return value;
    const at = before.indexOf(value);
    return at >= 0 && after[at] !== undefined ? after[at] : value;
  };
  return {
    options,
    variants: draft.variants.map((v) => {
      const value = name ? valueFor(v.options[name]) : undefined;
      return value === undefined || value === v.options[name]
        ? v
        : { ...v, options: { ...v.options, [name]: value } };
    }),
  };
}

export type CopyColumn = 'price' | 'discount' | 'reorderLevel' | 'stockUnit' | 'active';

/** 'Copy to all variants': the first row's value of a column into every row. */
export function copyColumn(draft: Draft, column: CopyColumn): Draft {
  const first = draft.variants[0];
  if (!first) return draft;
  return {
    ...draft,
    variants: draft.variants.map((v) => ({ ...v, [column]: first[column] })),
  };
}

/** A variant's sell units into every other variant (new ones there: ids stay their own rows'). */
export function copySellUnits(draft: Draft, fromKey: string): Draft {
  const from = draft.variants.find((v) => v.key === fromKey);
  if (!from) return draft;
  return {
    ...draft,
    variants: draft.variants.map((v) =>
      v.key === fromKey
        ? v
        : { ...v, sellUnits: from.sellUnits.map(({ _id: _dropped, ...unit }) => ({ ...unit })) },
    ),
  };
}

export function updateVariant(draft: Draft, key: string, change: Partial<VariantDraft>): Draft {
  return {
    ...draft,
    variants: draft.variants.map((v) => (v.key === key ? { ...v, ...change } : v)),
  };
}

export function updateSellUnit(
  draft: Draft,
  key: string,
  index: number,
  change: Partial<SellUnitDraft>,
): Draft {
  return {
    ...draft,
    variants: draft.variants.map((v) => {
      if (v.key !== key) return v;
      const units = v.sellUnits.map((u, i) => {
        if (change.default === true)
          return { ...u, default: i === index, ...(i === index ? change : {}) };
        return i === index ? { ...u, ...change } : u;
      });
      return { ...v, sellUnits: units };
    }),
  };
}

const number = (value: string): number | null | string => {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed.replace(',', '.'));
  // Left as text, the schema refuses it with its own words ('Price must be a number.').
  return Number.isFinite(n) ? n : trimmed;
};

/** The body of PUT /api/products/{id}/variants, as typed (the schema reads it). */
export function bodyOf(draft: Draft): unknown {
  const options = draft.options.map((o) => ({ name: o.name, values: valuesOf(o) }));
  return {
    options,
    variants: draft.variants.map((v) => ({
      ...(v._id && { _id: v._id }),
      options: v.options,
      sku: v.sku,
      price: number(v.price),
      discount: number(v.discount),
      ...(v.reorderLevel.trim() && { reorderLevel: v.reorderLevel.trim() }),
      stockUnit: v.stockUnit,
      active: v.active,
      image: v.image,
      sellUnits: v.sellUnits.map((u) => ({
        ...(u._id && { _id: u._id }),
        unit: u.unit,
        label: u.label.trim() || null,
        price: number(u.price),
        discount: number(u.discount),
        perUnit: u.perUnit.trim(),
        decimals: Number(u.decimals),
        min: u.min.trim(),
        step: u.step.trim(),
        default: u.default,
      })),
    })),
  };
}

/** The shared schema's refusals of the draft, each at its cell; none when it may be sent. */
export function problemsOf(draft: Draft): Problems {
  const parsed = ProductVariantsInput.safeParse(bodyOf(draft));
  if (parsed.success) return {};
  const problems: Problems = {};
  for (const issue of parsed.error.issues) {
    const place = issue.path.map(String).join('.') || 'form';
    problems[place] ??= issue.message;
  }
  return problems;
}

/** The rows a 409 or 400 of the server is about, and the cell to mark on each. */
export function problemsOfAnswer(draft: Draft, code: string, message: string): Problems {
  const problems: Problems = {};
  const rows = draft.variants.map((v, i) => ({ v, i }));
  const named = (v: VariantDraft) => {
    const sku = v.sku.trim().toLowerCase();
    return sku.length > 0 && message.toLowerCase().includes(`sku ${sku}.`);
  };
  const namedAnywhere = (v: VariantDraft) =>
    v.sku.trim().length > 0 && message.includes(`${v.sku.trim()} `);
  switch (code) {
    case 'VARIANT_COMBINATION_TAKEN':
      for (const { v, i } of rows)
        if (rows.some((o) => o.i !== i && sameCombo(o.v.options, v.options)))
          problems[`variants.${i}.options`] = message;
      break;
    case 'SKU_TAKEN':
      for (const { v, i } of rows)
        if (named(v) || rows.some((o) => o.i !== i && sameSku(o.v, v)))
          problems[`variants.${i}.sku`] = message;
      break;
    case 'STOCK_UNIT_LOCKED':
      for (const { v, i } of rows)
        if (namedAnywhere(v)) problems[`variants.${i}.stockUnit`] = message;
      break;
  }
  return problems;
}

const sameSku = (a: VariantDraft, b: VariantDraft) =>
  a.sku.trim().length > 0 && a.sku.trim().toLowerCase() === b.sku.trim().toLowerCase();
