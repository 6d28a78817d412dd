import { useState, type FormEvent } from 'react';
import type { AdminOrder } from '#shared/order.schema.js';
import { REFUND_LABEL, RETURN_LIMITS, type RefundMethod } from '#shared/order-return.schema.js';
import { formatMoney } from '#shared/pricing.js';
import { parseQuantity } from '#shared/quantity.js';
import { quantityText, unitOf, UNITS } from '#shared/units.js';
import { Button } from '../../../components/ui/Button';
import { TextField, TextareaField } from '../../../components/ui/Field';
import { FormError } from '../../../components/ui/FormError';
import { Modal } from '../../../components/ui/Modal';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useReturnGoods } from '../api';
import styles from './orders-admin.module.css';

// 'Return goods' on a delivered (or collected) order (docs/decisions/174-returns.md): how much of
// each line comes back (exact decimals in the line's sell unit, never more than is left), whether
// it goes back on the shelf, how the money goes back, and why. The server checks all of it again
// and answers the exact amounts; the sum shown here is the same share of each line, for the eye.

const thousandths = (text: string) => {
  const parsed = parseQuantity(text);
  return parsed.ok ? parsed.value : null;
};

export function ReturnDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const returnGoods = useReturnGoods(order.reference);
  const [quantities, setQuantities] = useState<string[]>(order.items.map(() => ''));
  const [restock, setRestock] = useState(true);
  const [method, setMethod] = useState<RefundMethod>(order.onAccount ? 'account' : 'cash');
  const [mpesaReference, setMpesaReference] = useState('');
  const [reason, setReason] = useState('');

  const methods: RefundMethod[] = order.onAccount
    ? ['account', 'cash', 'mpesa']
    : ['cash', 'mpesa'];
  const estimate = order.items.reduce((sum, line, i) => {
    const q = thousandths(quantities[i] ?? '');
    const sold = thousandths(line.quantity);
    if (!q || !sold) return sum;
    return sum + Math.round((line.lineTotal * Math.min(q, sold)) / sold);
  }, 0);

  function submit(event: FormEvent) {
    event.preventDefault();
    returnGoods.mutate(
      {
        lines: quantities
          .map((quantity, item) => ({ item, quantity: quantity.trim() }))
          .filter((l) => l.quantity !== ''),
        reason,
        restock,
        refund: method === 'mpesa' ? { method, reference: mpesaReference } : { method },
      },
      {
        onSuccess: (updated) => {
          const made = updated.returns.at(-1);
          toast.success(
            `Return ${made?.number ?? ''} saved: ${formatMoney(made?.amount ?? 0)} back.`,
          );
          onClose();
        },
      },
    );
  }

  return (
    <Modal title={`Return goods: ${order.reference}`} onClose={onClose}>
      <form onSubmit={submit} className={styles.returnDialog} noValidate>
        <fieldset className={styles.returnDialogLines}>
          <legend>What comes back</legend>
          {order.items.map((line, i) => {
            const unit = unitOf(line.unit);
            const left = thousandths(order.returnLeft[i] ?? '0') ?? 0;
            const sold = thousandths(line.quantity) ?? 0;
            const name = line.variantTitle ? `${line.name} (${line.variantTitle})` : line.name;
            return (
              <div key={i} className={styles.returnDialogLine}>
                <TextField
                  id={`return-qty-${i}`}
                  label={`${name}: ${UNITS[unit].en.many} back`}
                  hint={`Sold ${quantityText(sold, unit)} for ${formatMoney(line.lineTotal)}; ${
                    left > 0 ? `${quantityText(left, unit)} can come back` : 'all returned'
                  }.`}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0"
                  disabled={left === 0}
                  value={quantities[i] ?? ''}
                  onChange={(e) =>
                    setQuantities((all) => all.map((q, j) => (j === i ? e.target.value : q)))
                  }
                />
              </div>
            );
          })}
        </fieldset>

        <label className={styles.returnDialogChoice}>
          <input type="checkbox" checked={restock} onChange={(e) => setRestock(e.target.checked)} />{' '}
          Back to stock (untick for damaged goods)
        </label>

        <fieldset className={styles.returnDialogMoney}>
          <legend>Money back</legend>
          {methods.map((m) => (
            <label key={m} className={styles.returnDialogChoice}>
              <input
                type="radio"
                name="refund-method"
                value={m}
                checked={method === m}
                onChange={() => setMethod(m)}
              />{' '}
              {REFUND_LABEL[m]}
            </label>
          ))}
        </fieldset>
        {method === 'mpesa' && (
          <TextField
            id="return-mpesa"
            label="M-Pesa transaction of the money sent back"
            autoComplete="off"
            maxLength={RETURN_LIMITS.referenceMax}
            value={mpesaReference}
            onChange={(e) => setMpesaReference(e.target.value)}
          />
        )}
        <TextareaField
          id="return-reason"
          label="Reason (required)"
          rows={2}
          maxLength={RETURN_LIMITS.reasonMax}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />

        <p className={styles.returnDialogTotal} aria-live="polite">
          Money back: <strong>{formatMoney(estimate)}</strong>
        </p>
        {returnGoods.isError && <FormError>{errorMessage(returnGoods.error)}</FormError>}
        <div className={styles.orderDetailActions}>
          <Button type="submit" variant="primary" disabled={returnGoods.isPending}>
            Return goods
          </Button>
          <Button type="button" variant="light" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** The order's returns: what came back, how the money went back, why, and by whom. */
export function ReturnList({ order }: { order: AdminOrder }) {
  const refunded = order.returns.reduce((sum, r) => sum + r.amount, 0);
  return (
    <>
      <ul className={styles.orderDetailNotes}>
        {order.returns.map((r) => (
          <li key={r._id}>
            <p>
              <strong>Return {r.number}</strong>: {formatMoney(r.amount)} back,{' '}
              {REFUND_LABEL[r.refund.method].toLowerCase()}
              {r.refund.reference ? ` (${r.refund.reference})` : ''}.{' '}
              {r.restock ? 'Back to stock.' : 'Not back to stock (damaged).'}
            </p>
            <ul>
              {r.lines.map((l) => (
                <li key={l.item}>
                  {l.name}: {quantityText(thousandths(l.quantity) ?? 0, unitOf(l.unit))},{' '}
                  {formatMoney(l.amount)}
                </li>
              ))}
            </ul>
            <p>“{r.reason}”</p>
            <p className="muted">
              {r.by}, {formatDateTime(r.at)}
            </p>
          </li>
        ))}
      </ul>
      <p>
        Refunded in all: <strong>{formatMoney(refunded)}</strong>
      </p>
    </>
  );
}
