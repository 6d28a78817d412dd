import { useCallback, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { CounterSale } from '#shared/counter.schema.js';
import type { PricedCartLine } from '#shared/cart-price.schema.js';
import type { PublicProduct } from '#shared/product.schema.js';
import { finalPrice, formatMoney } from '#shared/pricing.js';
import { Button } from '../../../components/ui/Button';
import { SelectField, TextField } from '../../../components/ui/Field';
import { FormError } from '../../../components/ui/FormError';
import { errorMessage } from '../../../lib/api-client';
import {
  fetchCounterProduct,
  useCounterPrice,
  useCounterSale,
  useCounterSearch,
  useHeldPaybill,
} from '../api';
import { CounterLines, unitLabel, type CounterLine } from './CounterLines';
import { CounterWaiting } from './CounterWaiting';
import styles from './counter.module.css';

/** What the cashier saw at the sale, for the receipt. */
interface Receipt {
  sale: CounterSale;
  lines: { line: CounterLine; priced: PricedCartLine | undefined }[];
  at: string;
  paidBy: PaidBy;
}

/** Cash handed over, paybill money the buyer sent before, or a prompt to their phone (decision 50). */
type PaidBy = 'cash' | 'paybill' | 'mpesa';

/** A sale whose M-Pesa prompt is out (decision 172), with the lines as the cashier saw them. */
interface Waiting {
  sale: CounterSale;
  phone: string;
  lines: Receipt['lines'];
}

const priceOf = (p: PublicProduct) => finalPrice(p.price ?? 0, p.discount);

/**
 * Cashiers: a sale at the counter (decision 50). Type a name, SKU or Swahili word; a barcode
 * scanner types the SKU and Enter, which adds the line. Cash given shows the change; Sell saves the
 * paid, collected order and shows the receipt for an 80 mm printer. 'M-Pesa prompt' sends the
 * prompt to the buyer's phone and follows the waiting sale until it is sold (decision 172).
 */
export default function CounterPage() {
  const [q, setQ] = useState('');
  const [lines, setLines] = useState<CounterLine[]>([]);
  const [adding, setAdding] = useState<string | null>(null);
  const [given, setGiven] = useState('');
  const [buyerPin, setBuyerPin] = useState('');
  const [paidBy, setPaidBy] = useState<PaidBy>('cash');
  const [heldId, setHeldId] = useState('');
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [mpesaPhone, setMpesaPhone] = useState('');
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const search = useCounterSearch(q);
  const sell = useCounterSale();
  const held = useHeldPaybill(paidBy === 'paybill');
  const found = search.data?.items ?? [];
  const items = lines.map((l) => ({
    productId: l.productId,
    ...(l.variantId && { variantId: l.variantId }),
    unit: l.unit,
    quantity: l.quantity.trim().replace(',', '.'),
  }));
  const price = useCounterPrice(items);
  // The shop's own total for exactly these lines (its answer for earlier lines meanwhile).
  const current =
    price.data && price.data.lines.length === lines.length && !price.isPlaceholderData;
  const total = price.data?.subtotal ?? 0;
  const cash = given.trim() === '' ? NaN : Number(given);
  const chosen = held.data?.find((p) => p._id === heldId);
  const money = paidBy === 'cash' ? cash : paidBy === 'mpesa' ? total : (chosen?.amount ?? NaN);
  const change = Number.isFinite(money) ? money - total : NaN;

  /** Adds a product (its variant with the scanned SKU, else its first), one of its default unit. */
  async function add(p: PublicProduct, scanned = '') {
    setQ('');
    setAdding(p.name);
    try {
      const product = await fetchCounterProduct(p._id);
      const variants = (product.variants ?? []).filter((v) => v.active);
      const variant =
        variants.find((v) => v.sku.toLowerCase() === scanned.trim().toLowerCase()) ?? variants[0];
      const sellUnits = [...(variant?.sellUnits ?? [])].sort(
        (x, y) => Number(y.default) - Number(x.default),
      );
      const units = sellUnits.length
        ? sellUnits.map((u) => ({ unit: u.unit, label: u.label || u.unit }))
        : [{ unit: p.unit, label: p.unit }];
      const line: CounterLine = {
        productId: p._id,
        variantId: variant?._id,
        name: variants.length > 1 && variant?.title ? `${p.name} / ${variant.title}` : p.name,
        sku: variant?.sku ?? p.sku,
        units,
        unit: units[0]!.unit,
        quantity: '1',
      };
      setLines((ls) => {
        const at = ls.findIndex(
          (l) =>
            l.productId === line.productId &&
            l.variantId === line.variantId &&
            l.unit === line.unit,
        );
        if (at < 0) return [...ls, line];
        return ls.map((l, i) =>
          i === at
            ? { ...l, quantity: String((Number(l.quantity.replace(',', '.')) || 0) + 1) }
            : l,
        );
      });
    } finally {
      setAdding(null);
    }
  }

  function onSearchKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const exact = found.find((p) => p.sku.toLowerCase() === q.trim().toLowerCase());
    const pick = exact ?? (found.length === 1 ? found[0] : undefined);
    if (pick) void add(pick, q);
  }

  function clearSale() {
    setLines([]);
    setGiven('');
    setHeldId('');
    setBuyerPin('');
    setMpesaPhone('');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const seen = lines.map((line, i) => ({ line, priced: price.data?.lines[i] }));
    sell.mutate(
      {
        items,
        payment:
          paidBy === 'cash'
            ? { kind: 'cash', given: cash }
            : paidBy === 'mpesa'
              ? { kind: 'mpesa', phone: mpesaPhone }
              : { kind: 'paybill', paymentId: heldId },
        buyerPin: buyerPin.trim() || null,
      },
      {
        onSuccess: (sale) => {
          if (sale.status === 'New') setWaiting({ sale, phone: mpesaPhone, lines: seen });
          else setReceipt({ sale, lines: seen, at: new Date().toISOString(), paidBy });
          clearSale();
        },
      },
    );
  }

  // The waiting sale sold (its prompt paid, or cash taken instead): its receipt.
  const sold = useCallback(
    (sale: CounterSale, by: 'mpesa' | 'cash') => {
      if (waiting)
        setReceipt({ sale, lines: waiting.lines, at: new Date().toISOString(), paidBy: by });
      setWaiting(null);
    },
    [waiting],
  );
  const gaveUp = useCallback(() => setWaiting(null), []);

  if (waiting)
    return (
      <section className={styles.counter} aria-labelledby="counter-title">
        <h1 id="counter-title">Counter</h1>
        <CounterWaiting
          first={waiting.sale}
          phone={waiting.phone}
          onSold={sold}
          onCancelled={gaveUp}
        />
      </section>
    );

  if (receipt)
    return (
      <section className={styles.counterReceipt} aria-label="Receipt">
        <h1>Receipt {receipt.sale.reference}</h1>
        <p>{new Date(receipt.at).toLocaleString('en-KE')}</p>
        <table>
          <tbody>
            {receipt.lines.map(({ line, priced }) => (
              <tr key={`${line.productId}:${line.variantId ?? ''}:${line.unit}`}>
                <td>
                  {priced?.quantity ?? line.quantity} {unitLabel(line)} {line.name}
                </td>
                <td>{priced ? formatMoney(priced.lineTotal) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          <strong>Total {formatMoney(receipt.sale.total)}</strong>
          <br />
          {receipt.paidBy === 'cash' ? 'Cash' : 'M-Pesa'}
          {receipt.sale.payment?.receipt ? ` ${receipt.sale.payment.receipt}` : ''}{' '}
          {formatMoney(receipt.sale.given)} · Change {formatMoney(receipt.sale.change)}
        </p>
        <p>
          {/* The KRA eTIMS receipt, signed moments after the sale (decision 61). */}
          <a href={`/orders/${encodeURIComponent(receipt.sale.reference)}/receipt`}>KRA receipt</a>
        </p>
        <div className={styles.counterNoPrint}>
          <Button type="button" variant="primary" onClick={() => window.print()}>
            Print receipt
          </Button>{' '}
          <Button type="button" variant="outline" onClick={() => setReceipt(null)} autoFocus>
            Next sale
          </Button>
        </div>
      </section>
    );

  return (
    <section className={styles.counter} aria-labelledby="counter-title">
      <h1 id="counter-title">Counter</h1>
      <TextField
        id="counter-search"
        label="Find an item (name, SKU or Swahili word; a scanner's SKU + Enter adds it)"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        onKeyDown={onSearchKey}
        autoComplete="off"
        autoFocus
      />
      {found.length > 0 && q.trim().length >= 2 && (
        <ul className={styles.counterFound} aria-label="Items found">
          {found.map((p) => (
            <li key={p._id}>
              <button type="button" onClick={() => void add(p)} disabled={p.price === null}>
                <span>
                  {p.name} <span className="muted">{p.sku}</span>
                </span>
                <span>{p.price === null ? 'no price' : formatMoney(priceOf(p))}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} aria-label="Sale" className={`card ${styles.counterSale}`}>
        {lines.length === 0 ? (
          <p className="muted">No items yet.</p>
        ) : (
          <CounterLines
            lines={lines}
            priced={price.data?.lines}
            onChange={(i, change) =>
              setLines((ls) => ls.map((l, j) => (j === i ? { ...l, ...change } : l)))
            }
            onRemove={(i) => setLines((ls) => ls.filter((_, j) => j !== i))}
          />
        )}
        {adding && <p className="muted">Adding {adding}...</p>}
        {price.isError && <FormError>{errorMessage(price.error)}</FormError>}
        <p className={styles.counterTotal}>Total {formatMoney(total)}</p>
        <SelectField
          id="counter-paid-by"
          label="Paid by"
          value={paidBy}
          onChange={(e) =>
            setPaidBy(
              e.target.value === 'paybill' || e.target.value === 'mpesa' ? e.target.value : 'cash',
            )
          }
        >
          <option value="cash">Cash</option>
          <option value="mpesa">M-Pesa prompt to the buyer's phone</option>
          <option value="paybill">M-Pesa paybill, already received</option>
        </SelectField>
        {paidBy === 'mpesa' ? (
          <TextField
            id="counter-mpesa-phone"
            label="M-Pesa phone number"
            inputMode="tel"
            autoComplete="off"
            value={mpesaPhone}
            onChange={(e) => setMpesaPhone(e.target.value)}
            hint="The buyer gets the prompt and enters their PIN; the sale is made when the money arrives."
          />
        ) : paidBy === 'cash' ? (
          <TextField
            id="counter-given"
            label="Cash given (KSh)"
            inputMode="numeric"
            value={given}
            onChange={(e) => setGiven(e.target.value)}
          />
        ) : (
          <SelectField
            id="counter-held"
            label="Paybill payment"
            value={heldId}
            onChange={(e) => setHeldId(e.target.value)}
            hint={
              held.data?.length === 0
                ? 'No paybill money is waiting for an order.'
                : 'Money the buyer sent to the paybill that belongs to no order yet.'
            }
          >
            <option value="">Choose the payment</option>
            {(held.data ?? []).map((p) => (
              <option key={p._id} value={p._id}>
                {[p.receipt, formatMoney(p.amount), p.payerName, p.accountReference]
                  .filter(Boolean)
                  .join(' · ')}
              </option>
            ))}
          </SelectField>
        )}
        <TextField
          id="counter-buyer-pin"
          label="KRA PIN (optional)"
          autoComplete="off"
          value={buyerPin}
          onChange={(e) => setBuyerPin(e.target.value)}
        />
        <p aria-live="polite" className={styles.counterTotal}>
          {paidBy !== 'mpesa' && Number.isFinite(change) && change >= 0
            ? `Change ${formatMoney(change)}`
            : ''}
          {Number.isFinite(change) && change < 0 ? `Short by ${formatMoney(-change)}` : ''}
        </p>
        {sell.isError && <FormError>{errorMessage(sell.error)}</FormError>}
        <Button
          type="submit"
          variant="primary"
          disabled={
            lines.length === 0 ||
            !current ||
            !(change >= 0) ||
            (paidBy === 'mpesa' && !mpesaPhone.trim()) ||
            sell.isPending
          }
        >
          {paidBy === 'cash'
            ? 'Sell for cash'
            : paidBy === 'mpesa'
              ? 'Send M-Pesa prompt'
              : 'Sell, paid by M-Pesa'}
        </Button>
      </form>
    </section>
  );
}
