import { Package } from 'lucide-react';
import { mediaVariantUrl } from '#shared/media.js';
import { formatMoney } from '#shared/pricing.js';
import { Button } from '../../../components/ui/Button';
import { useI18n } from '../../../lib/i18n';
import { cartActions } from '../cart-store';
import type { CartLine } from '../cart-view';
import styles from '../cart.module.css';
import { QuantityInput } from './QuantityInput';

/** The cart's lines: picture, name, quantity (editable), price, subtotal and Remove. */
export function CartTable({ lines }: { lines: CartLine[] }) {
  const { cart: t } = useI18n().m;
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
          {lines.map((line) => (
            <tr key={line.id}>
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
                  <span>{line.name}</span>
                </div>
              </td>
              <td data-label={t.quantity}>
                <QuantityInput
                  id={`qty-${line.id}`}
                  label={t.quantityOf(line.name)}
                  qty={line.qty}
                  onChange={(qty) => cartActions.setQuantity(line.id, qty)}
                />
              </td>
              <td data-label={t.price} className={styles.cartTablePrice}>
                {formatMoney(line.price)}
              </td>
              <td data-label={t.subtotal} className={styles.cartTableSubtotal}>
                {formatMoney(line.subtotal)}
              </td>
              <td>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={t.removeOf(line.name)}
                  onClick={() => cartActions.remove(line.id)}
                >
                  {t.remove}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
