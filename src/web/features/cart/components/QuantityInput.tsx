import { useState } from 'react';
import { CART } from '../cart';
import styles from '../cart.module.css';

/**
 * A quantity field, minimum 1. What is typed stays in the field while it is being edited, but only
 * a whole number of at least 1 reaches the cart, so an empty or non-numeric value never poisons
 * the total; leaving the field shows the quantity in the cart again.
 */
export function QuantityInput({
  id,
  label,
  qty,
  onChange,
}: {
  id: string;
  label: string;
  qty: number;
  onChange: (qty: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const invalid = draft !== null && !isValid(draft);
  return (
    <input
      id={id}
      className={`input ${styles.cartQty}`}
      type="number"
      inputMode="numeric"
      min={CART.minQuantity}
      step={1}
      aria-label={label}
      aria-invalid={invalid || undefined}
      value={draft ?? String(qty)}
      onChange={(e) => {
        const text = e.target.value;
        setDraft(text);
        if (isValid(text)) onChange(Number(text));
      }}
      onBlur={() => setDraft(null)}
    />
  );
}

function isValid(text: string): boolean {
  if (!/^\s*\d+\s*$/.test(text)) return false;
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= CART.minQuantity;
}
