import { Package } from 'lucide-react';
import { mediaVariantUrl } from '#shared/media.js';
import { formatMoney } from '#shared/pricing.js';
import { Button } from '../../../components/ui/Button';
import { cartActions } from '../cart-store';
import type { CartLine } from '../cart-view';
import styles from '../cart.module.css';
import { QuantityInput } from './QuantityInput';

/** The cart's lines: picture, name, quantity (editable), price, subtotal and Remove. */
export function CartTable({ lines }: { lines: CartLine[] }) {
  return (
    <div className={`card ${styles.cartItems}`}>
      <table className={styles.cartTable}>
        <caption className="visually-hidden">Items in your cart</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Quantity</th>
            <th scope="col">Price</th>
            <th scope="col">Subtotal</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
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
              <td data-label="Quantity">
                <QuantityInput
                  id={`qty-${line.id}`}
                  label={`Quantity of ${line.name}`}
                  qty={line.qty}
                  onChange={(qty) => cartActions.setQuantity(line.id, qty)}
                />
              </td>
              <td data-label="Price" className={styles.cartTablePrice}>
                {formatMoney(line.price)}
              </td>
              <td data-label="Subtotal" className={styles.cartTableSubtotal}>
                {formatMoney(line.subtotal)}
              </td>
              <td>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={`Remove ${line.name}`}
                  onClick={() => cartActions.remove(line.id)}
                >
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
