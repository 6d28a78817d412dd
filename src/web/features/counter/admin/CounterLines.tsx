import type { PricedCartLine } from '#shared/cart-price.schema.js';
import { formatMoney } from '#shared/pricing.js';
import { Button } from '../../../components/ui/Button';
import styles from './counter.module.css';

/** One line of a counter sale: a variant of a product, in one of its sell units. */
export interface CounterLine {
  productId: string;
  variantId: string | undefined;
  /** The product's name, with the variant's title when it has several ('Y12 bar / 12 m'). */
  name: string;
  sku: string;
  /** The sell units it is sold in, the default first. */
  units: { unit: string; label: string }[];
  unit: string;
  /** As typed: '2', '2.5' or '2,5' (a phone keyboard's comma). */
  quantity: string;
}

/** The label a sell unit is shown by: its own, else the unit. */
export const unitLabel = (l: CounterLine) =>
  l.units.find((u) => u.unit === l.unit)?.label ?? l.unit;

/**
 * The sale's lines (decision 50): a quantity in any sell unit, exact decimals where the unit
 * allows them, each line's amount as the shop prices it.
 */
export function CounterLines({
  lines,
  priced,
  onChange,
  onRemove,
}: {
  lines: CounterLine[];
  /** The shop's pricing of the same lines, in order, once known. */
  priced: PricedCartLine[] | undefined;
  onChange: (index: number, change: Partial<CounterLine>) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <table className={styles.counterLines}>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Quantity</th>
          <th scope="col">Amount</th>
          <th scope="col">
            <span className="visually-hidden">Remove</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l, i) => (
          <tr key={`${l.productId}:${l.variantId ?? ''}:${l.unit}`} data-testid="counter-line">
            <td>
              {l.name} <span className="muted">{l.sku}</span>
              {priced?.[i]?.adjustment && <span className="muted"> · {priced[i].adjustment}</span>}
            </td>
            <td>
              <input
                type="text"
                inputMode="decimal"
                aria-label={`Quantity of ${l.name} (${unitLabel(l)})`}
                value={l.quantity}
                onChange={(e) => onChange(i, { quantity: e.target.value })}
              />{' '}
              {l.units.length > 1 ? (
                <select
                  aria-label={`Unit of ${l.name}`}
                  value={l.unit}
                  onChange={(e) => onChange(i, { unit: e.target.value })}
                >
                  {l.units.map((u) => (
                    <option key={u.unit} value={u.unit}>
                      {u.label}
                    </option>
                  ))}
                </select>
              ) : (
                unitLabel(l)
              )}
            </td>
            <td>{priced?.[i] ? formatMoney(priced[i].lineTotal) : '…'}</td>
            <td>
              <Button
                type="button"
                size="sm"
                variant="outline"
                aria-label={`Remove ${l.name}`}
                onClick={() => onRemove(i)}
              >
                ×
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
