import { useState, type FormEvent } from 'react';
import type { PublicProduct } from '#shared/product.schema.js';
import type { SellUnit, Variant } from '#shared/variant.schema.js';
import {
  checkQuantity,
  formatQuantity,
  parsePerUnit,
  parseQuantity,
  PER_UNIT_SCALE,
  toStock,
  type QuantityCode,
} from '#shared/quantity.js';
import { adjustmentText, quantityRefusal, quantityText, UNITS, unitOf } from '#shared/units.js';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/Field';
import { NeedsScript } from '../../../components/ui/NeedsScript';
import { useI18n } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import { defaultSellUnit, perUnitText, unitName } from './variant-choice';
import { reserveLine } from './reserve';
import styles from '../products.module.css';

/** A unit's rule for the shared quantity checks (min and step in thousandths). */
function ruleOf(unit: SellUnit) {
  const min = parseQuantity(unit.min);
  const step = parseQuantity(unit.step);
  return {
    decimals: unit.decimals,
    min: min.ok ? min.value : 1000,
    step: step.ok ? step.value : 1000,
  };
}

type Checked = { ok: true; thousandths: number } | { ok: false; code: QuantityCode };

function check(text: string, unit: SellUnit): Checked {
  const parsed = parseQuantity(text);
  if (!parsed.ok) return parsed;
  const broken = checkQuantity(parsed.value, ruleOf(unit));
  return broken ? { ok: false, code: broken } : { ok: true, thousandths: parsed.value };
}

/**
 * The product page's Reserve for the variant on show: its sell unit (a choice when it has
 * several, each with its price) and a quantity as a phone types it ('2.5', '2,5'), checked by the
 * unit's rule as typed, with what the stock takes when that rounds ('2.5 t ≈ 234 bars (2.496 t)').
 * The page keys it by variant, so choosing another variant starts it afresh.
 */
export function AddToCart({
  product,
  variant,
  unitId,
  onUnit,
}: {
  product: PublicProduct;
  variant: Variant;
  /** The sell unit chosen on the page (its price shows above), or null for the default. */
  unitId: string | null;
  onUnit: (id: string) => void;
}) {
  const { lang, m } = useI18n();
  const t = m.products;
  const cardPrice = useFormat().cardPrice;
  const units = variant.sellUnits.filter((u) => u.finalPrice !== null);
  const unit = units.find((u) => u._id === unitId) ?? defaultSellUnit(variant);
  const [quantity, setQuantity] = useState('1');
  const [tried, setTried] = useState(false);
  if (!unit || unit.finalPrice === null) return null;

  const checked = check(quantity, unit);
  const sellUnit = unitOf(unit.unit);
  const stockUnit = unitOf(variant.stock.unit);
  const refusal = checked.ok ? null : quantityRefusal(checked.code, sellUnit, ruleOf(unit), lang);
  const adjusted =
    checked.ok && unit.unit !== variant.stock.unit
      ? adjustmentText(
          toStock(checked.thousandths, parsePerUnit(unit.perUnit) ?? PER_UNIT_SCALE, {
            stockWhole: UNITS[stockUnit].whole,
            sellDecimals: unit.decimals,
          }),
          sellUnit,
          stockUnit,
          lang,
        )
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!checked.ok) return;
    // '1' for a product sold one way by the piece, as the cards say it; '2.5 t', '3 bars' else.
    const amount =
      variant.sellUnits.length > 1 || !UNITS[sellUnit].whole
        ? quantityText(checked.thousandths, sellUnit, lang)
        : formatQuantity(checked.thousandths);
    if (reserveLine({ product, variant, unit, quantity: quantity.trim() }, amount, t))
      setTried(false);
  };

  return (
    <form className={styles.addToCart} onSubmit={submit} noValidate>
      {units.length > 1 && (
        <fieldset className={styles.sellUnits}>
          <legend>{t.soldBy}</legend>
          {units.map((u) => (
            <label key={u._id} className={styles.sellUnit}>
              <input
                type="radio"
                name="unit"
                id={`unit-${u.unit}`}
                value={u._id}
                checked={u._id === unit._id}
                onChange={() => onUnit(u._id)}
              />{' '}
              {unitName(u, lang)}{' '}
              <span className="muted">
                {cardPrice(u.finalPrice!)} {perUnitText(u.unit, lang)}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <TextField
        id="quantity"
        name="quantity"
        label={t.quantity}
        inputMode="decimal"
        autoComplete="off"
        value={quantity}
        onChange={(e) => setQuantity(e.target.value)}
        fieldClassName={styles.quantityField}
        error={tried || quantity.trim() !== '' ? refusal : null}
        hint={adjusted ?? undefined}
        liveError
      />
      <Button type="submit" variant="primary">
        {t.reserve}
      </Button>
      <NeedsScript page="cart" />
    </form>
  );
}
