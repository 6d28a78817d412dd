import { Package } from 'lucide-react';
import { mediaVariantUrl } from '#shared/media.js';
import type { PricedCartLine } from '#shared/cart-price.schema.js';
import { formatMoney } from '#shared/pricing.js';
import { parseQuantity } from '#shared/quantity.js';
import { adjustmentText, quantityText, unitOf, type UnitName } from '#shared/units.js';
import { Button } from '../../../components/ui/Button';
import { useI18n, type Lang } from '../../../lib/i18n';
import { cartActions } from '../cart-store';
import type { CartLine } from '../cart-view';
import { cartWords, perUnitText, unitChoiceText } from '../cart-words';
import styles from '../cart.module.css';
import { QuantityInput } from './QuantityInput';

const thousandths = (text: string) => {
  const parsed = parseQuantity(text);
  return parsed.ok ? parsed.value : 0;
};

/**
 * What the shop's pricing says of a line's stock, in the page's language: '2.5 t ≈ 234 bars
 * (2.496 t)' when the stock rounding moved the quantity, '2 t = 40 bags' when the units differ,
 * else null.
 */
export function conversionText(priced: PricedCartLine | null, lang: Lang): string | null {
  if (!priced) return null;
  const unit = unitOf(priced.unit);
  const stockUnit = unitOf(priced.stockUnit);
  const line = {
    requested: thousandths(priced.requested),
    quantity: thousandths(priced.quantity),
    adjusted: priced.adjusted,
    stockQuantity: thousandths(priced.stockQuantity),
  };
  const adjusted = adjustmentText(line, unit, stockUnit, lang);
  if (adjusted) return adjusted;
  if (priced.unit === priced.stockUnit) return null;
  return `${quantityText(line.quantity, unit, lang)} = ${quantityText(line.stockQuantity, stockUnit, lang)}`;
}

/**
 * The cart's lines: picture, name and variant, unit and quantity (editable, refused inline when
 * the unit does not allow it, with the stock it takes), price, subtotal and Remove.
 */
export function CartTable({
  lines,
  onValidity,
}: {
  lines: CartLine[];
  onValidity?: (key: string, ok: boolean) => void;
}) {
  const { lang, m } = useI18n();
  const t = m.cart;
  const words = cartWords(lang);
  return (
    <div className={`card ${styles.cartItems}`}>
      <table className={styles.cartTable}>
        <caption className="visually-hidden">{t.itemsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.product}</th>
            <th scope="col">{t.quantity}</th>
            <th scope="col">{t.price}</th>
            <th scope="col">{t.subtotal}</th>
            <th scope="col">
              <span className="visually-hidden">{t.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => {
            const label = line.variantTitle ? `${line.name} ${line.variantTitle}` : line.name;
            const conversion = conversionText(line.priced, lang);
            const convId = `qty-${index}-conversion`;
            return (
              <tr key={line.key}>
                <td>
                  <div className={styles.cartTableProduct}>
                    {line.image ? (
                      <img
                        src={mediaVariantUrl(line.image, 'card')}
                        alt=""
                        width="64"
                        height="64"
                        loading="lazy"
                      />
                    ) : (
                      <span className={styles.cartTableNoimage} aria-hidden="true">
                        <Package size={28} strokeWidth={1.5} />
                      </span>
                    )}
                    <span>
                      {line.name}
                      {line.variantTitle && (
                        <span className={styles.cartTableVariant}>{line.variantTitle}</span>
                      )}
                      {line.gone && <span className={styles.cartTableGone}>{words.gone}</span>}
                    </span>
                  </div>
                </td>
                <td data-label={t.quantity}>
                  <div className={styles.cartQtyCell}>
                    <QuantityInput
                      id={`qty-${index}`}
                      label={t.quantityOf(label)}
                      quantity={line.quantity}
                      unit={line.unit}
                      rule={line.rule}
                      lang={lang}
                      describedBy={conversion ? convId : undefined}
                      onChange={(text) => cartActions.setQuantityText(line.key, text)}
                      onValidity={(ok) => onValidity?.(line.key, ok)}
                    />
                    {line.sellUnits.length > 1 ? (
                      <select
                        className={`input ${styles.cartUnit}`}
                        aria-label={words.unitOf(label)}
                        value={line.unit ?? ''}
                        onChange={(e) =>
                          cartActions.setUnit(line.key, {
                            unit: e.target.value,
                            ...(line.variantId === null && variantIdOf(line)),
                          })
                        }
                      >
                        {line.sellUnits.map((u) => (
                          <option key={u._id} value={u.unit}>
                            {unitChoiceText(unitOf(u.unit), u.label, lang)}
                          </option>
                        ))}
                      </select>
                    ) : (
                      line.unit && (
                        <UnitWord unit={line.unit} quantity={line.quantity} lang={lang} />
                      )
                    )}
                  </div>
                  {conversion && (
                    <p id={convId} className={styles.cartConversion} data-testid="cart-conversion">
                      {conversion}
                    </p>
                  )}
                </td>
                <td data-label={t.price} className={styles.cartTablePrice}>
                  <span>
                    {formatMoney(line.price)}
                    {line.unit && (
                      <span className={styles.cartPerUnit}> {perUnitText(line.unit, lang)}</span>
                    )}
                  </span>
                </td>
                <td data-label={t.subtotal} className={styles.cartTableSubtotal}>
                  {formatMoney(line.subtotal)}
                </td>
                <td>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={t.removeOf(label)}
                    onClick={() => cartActions.remove(line.key)}
                  >
                    {t.remove}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The unit beside a line's quantity when it has only one: 'bags', 't'. */
function UnitWord({ unit, quantity, lang }: { unit: UnitName; quantity: string; lang: Lang }) {
  const text = quantityText(thousandths(quantity) || 1000, unit, lang);
  // quantityText writes the number too ('2 bags', 'mifuko 2'): keep only the unit's words.
  const words = text
    .split(' ')
    .filter((w) => !/^[\d.,]+$/.test(w))
    .join(' ');
  return (
    <span className={styles.cartUnitName} aria-hidden="true">
      {words}
    </span>
  );
}

/** An old line names no variant: moving its unit names the variant it was priced as. */
function variantIdOf(line: CartLine): { variantId?: string } {
  return line.shownVariantId ? { variantId: line.shownVariantId } : {};
}
