import { lineTotal, parseQuantity } from '#shared/quantity.js';
import { quantityText, UNITS, unitOf, type UnitDefinition } from '#shared/units.js';
import type { Lang } from '../../../lib/i18n';
import styles from '../quotes.module.css';

// What the visitor's and the staff's quote screens both show of a line by variant and unit
// (DESIGN decision 45): the variant's title under the product's name ('Y12', 'G30 / 3 m'), and the
// exact quantity in its unit ('2.496 t', '40 bags').

/** The variant a line keeps, under its product's name; nothing for a product sold one way. */
export function VariantTitle({ title }: { title: string | null | undefined }) {
  if (!title) return null;
  return (
    <span className={styles.quoteLineVariant} data-testid="quote-line-variant">
      {title}
    </span>
  );
}

/** '2.496 t', '40 bars' in the page's language; the whole quantity for a line without a unit. */
export function quoteQuantityText(
  line: { quantity: number; exactQuantity: string; unit: string | null },
  lang: Lang,
): string {
  const exact = parseQuantity(line.exactQuantity);
  if (!exact.ok || exact.value <= 0 || !line.unit) return String(line.quantity);
  return quantityText(exact.value, unitOf(line.unit), lang);
}

/** A sell unit as the staff's English screen names it after a quantity: 't', 'bars'. */
export function unitLabel(unit: string): string {
  const def: UnitDefinition = UNITS[unitOf(unit)];
  return def.symbol ?? def.en.many;
}

/** A line's amount from what staff typed: unit price x exact quantity, half-up; null if either is not one. */
export function typedAmount(unitPrice: string, quantity: string): number | null {
  const price = unitPrice.trim() === '' ? NaN : Number(unitPrice);
  const exact = parseQuantity(quantity.replace(',', '.'));
  if (!Number.isInteger(price) || price < 0 || !exact.ok) return null;
  return lineTotal(price, exact.value);
}
