// Exact quantities (DESIGN decisions 41-43, docs/decisions/126-exact-quantities.md). A quantity is
// an integer count of thousandths of its unit ('2.5' bags -> 2500) and travels as a decimal string;
// a sell unit's `perUnit` (stock units in one sell unit, '93.747' bars in a tonne) is an integer
// count of millionths. Products of the two are taken in BigInt, so no float ever touches a quantity
// or a price, and the same line gives the same shillings on the phone, the server, SQLite and
// PostgreSQL.

/** Thousandths in one unit: quantities are stored as `quantity * QTY_SCALE`. */
export const QTY_SCALE = 1000;
/** Millionths in one stock unit: `perUnit` is stored as `perUnit * PER_UNIT_SCALE`. */
export const PER_UNIT_SCALE = 1_000_000;
/** The largest quantity of one line (a million of any unit): far above any order, safe in a double. */
export const QTY_MAX = 1_000_000 * QTY_SCALE;
/** The longest quantity text read at all: longer is refused before any pattern runs. */
const QTY_TEXT_MAX = 24;

/** The refusals of a quantity, each written from its unit's rule (units.ts `quantityRefusal`). */
export const QUANTITY_CODES = [
  'QTY_FORMAT',
  'QTY_NOT_WHOLE',
  'QTY_PRECISION',
  'QTY_STEP',
  'QTY_BELOW_MIN',
  'QTY_TOO_LARGE',
] as const;
export type QuantityCode = (typeof QUANTITY_CODES)[number];

export type QuantityResult = { ok: true; value: number } | { ok: false; code: QuantityCode };

// Linear: one run of digits, an optional mark, one run of digits (DESIGN section 5).
const DECIMAL = /^(\d+)(?:([.,])(\d+))?$/;

/**
 * Reads a decimal string as thousandths: '2.5' -> 2500, '2,5' (a phone keyboard's comma) -> 2500,
 * '0.125' -> 125. Trailing zeros after the mark are ignored ('2.500' is 2.5). A comma followed by
 * exactly three digits ('2,500') could be either 2.5 or 2500, so it is refused rather than guessed.
 * More than three decimals is `QTY_PRECISION`; nothing is rounded.
 */
export function parseQuantity(text: string): QuantityResult {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > QTY_TEXT_MAX)
    return { ok: false, code: 'QTY_FORMAT' };
  const match = DECIMAL.exec(trimmed);
  if (!match) return { ok: false, code: 'QTY_FORMAT' };
  const [, whole = '', mark, digits = ''] = match;
  if (mark === ',' && digits.length === 3) return { ok: false, code: 'QTY_FORMAT' };
  const fraction = digits.replace(/0+$/, '');
  if (fraction.length > 3) return { ok: false, code: 'QTY_PRECISION' };
  const units = whole.replace(/^0+(?=\d)/, '');
  if (units.length > String(QTY_MAX / QTY_SCALE).length)
    return { ok: false, code: 'QTY_TOO_LARGE' };
  const value = Number(units) * QTY_SCALE + Number(fraction.padEnd(3, '0'));
  if (value > QTY_MAX) return { ok: false, code: 'QTY_TOO_LARGE' };
  return { ok: true, value };
}

/** Thousandths back to the shortest decimal string: 2500 -> '2.5', 3000 -> '3', 125 -> '0.125'. */
export function formatQuantity(thousandths: number): string {
  const sign = thousandths < 0 ? '-' : '';
  const abs = Math.abs(thousandths);
  const whole = Math.floor(abs / QTY_SCALE);
  const fraction = String(abs % QTY_SCALE)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * Reads a `perUnit` decimal string ('93.747', '20', '0.5') as millionths. At most 6 decimals and
 * greater than zero; anything else is null.
 */
export function parsePerUnit(text: string): number | null {
  const match = text.length <= 20 ? /^(\d{1,9})(?:\.(\d{1,6}))?$/.exec(text.trim()) : null;
  if (!match) return null;
  const [, whole = '0', digits = ''] = match;
  const value = Number(whole) * PER_UNIT_SCALE + Number(digits.padEnd(6, '0'));
  return value > 0 ? value : null;
}

/** Millionths back to the shortest decimal string: 93_747_000 -> '93.747'. */
export function formatPerUnit(millionths: number): string {
  const whole = Math.floor(millionths / PER_UNIT_SCALE);
  const fraction = String(millionths % PER_UNIT_SCALE)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''}`;
}

/** What a sell unit allows: `decimals` 0..3 (0 = whole only), `min` and `step` in thousandths. */
export interface QuantityRule {
  decimals: number;
  min: number;
  step: number;
}

/**
 * Checks a quantity (thousandths) against its sell unit's rule. The first rule broken is named,
 * in the order a person fixes them: whole or decimals, then the minimum, then the step.
 */
export function checkQuantity(thousandths: number, rule: QuantityRule): QuantityCode | null {
  if (!Number.isSafeInteger(thousandths) || thousandths <= 0) return 'QTY_BELOW_MIN';
  if (thousandths > QTY_MAX) return 'QTY_TOO_LARGE';
  const grain = 10 ** (3 - Math.min(Math.max(Math.trunc(rule.decimals), 0), 3));
  if (thousandths % grain !== 0) return rule.decimals <= 0 ? 'QTY_NOT_WHOLE' : 'QTY_PRECISION';
  if (thousandths < rule.min) return 'QTY_BELOW_MIN';
  if (rule.step > 0 && thousandths % rule.step !== 0) return 'QTY_STEP';
  return null;
}

/** Integer division of non-negative BigInts, halves rounded up. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

export interface StockQuantity {
  /** The quantity the customer asked for, in thousandths of the sell unit. */
  requested: number;
  /** The quantity sold and charged, in thousandths of the sell unit (= requested unless adjusted). */
  quantity: number;
  /** Whether the stock rounding changed the sold quantity. */
  adjusted: boolean;
  /** What leaves the stock, in thousandths of the stock unit. */
  stockQuantity: number;
}

/**
 * The stock a sold quantity takes: quantity x perUnit. When the stock unit is whole-only (bars,
 * bags) and that falls between whole stock units, it is rounded half-up to whole stock units and
 * the sold quantity is re-expressed from them, to the sell unit's decimals (halves up): 2.5 t of
 * Y12 at 93.747 bars a tonne is 234.3675 bars -> 234 bars -> 2.496 t sold and charged.
 */
export function toStock(
  requested: number,
  perUnit: number,
  options: { stockWhole: boolean; sellDecimals: number },
): StockQuantity {
  const exact = BigInt(requested) * BigInt(perUnit); // in 1e-9 stock units
  const toThousandths = BigInt(PER_UNIT_SCALE);
  if (!options.stockWhole) {
    const stockQuantity = Number(divideHalfUp(exact, toThousandths));
    return { requested, quantity: requested, adjusted: false, stockQuantity };
  }
  const wholeUnits = divideHalfUp(exact, toThousandths * BigInt(QTY_SCALE));
  const stockQuantity = Number(wholeUnits) * QTY_SCALE;
  if (BigInt(stockQuantity) * toThousandths === exact) {
    return { requested, quantity: requested, adjusted: false, stockQuantity };
  }
  // Back to the sell unit: wholeUnits / perUnit, in thousandths, at the sell unit's decimals.
  const grain = BigInt(10 ** (3 - Math.min(Math.max(Math.trunc(options.sellDecimals), 0), 3)));
  const inGrains = divideHalfUp(
    wholeUnits * BigInt(PER_UNIT_SCALE) * BigInt(QTY_SCALE),
    BigInt(perUnit) * grain,
  );
  const quantity = Number(inGrains * grain);
  return { requested, quantity, adjusted: quantity !== requested, stockQuantity };
}

/**
 * A line's money (decision 43): the final price of one sell unit (whole shillings) times the
 * quantity (thousandths), rounded half-up to whole shillings, per line.
 */
export function lineTotal(unitPrice: number, thousandths: number): number {
  if (unitPrice <= 0 || thousandths <= 0) return 0;
  const total = divideHalfUp(BigInt(unitPrice) * BigInt(thousandths), BigInt(QTY_SCALE));
  if (total > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('line total out of range');
  return Number(total);
}
