import { useEffect, useState } from 'react';
import { checkQuantity, parseQuantity, type QuantityRule } from '#shared/quantity.js';
import { quantityRefusal, type UnitName } from '#shared/units.js';
import type { Lang } from '../../../lib/i18n';
import styles from '../cart.module.css';

/** The rule of a unit the cart knows nothing of yet: any quantity above 0 (the shop checks it). */
const ANY: QuantityRule = { decimals: 3, min: 1, step: 1 };

/**
 * What is wrong with a typed quantity, in the page's language, or null. '2,5' is 2.5; a quantity
 * the unit does not allow is refused naming its rule ('Bags are sold whole: enter 1, 2, 3.').
 */
export function quantityProblem(
  text: string,
  unit: UnitName | null,
  rule: QuantityRule | null,
  lang: Lang,
): string | null {
  const parsed = parseQuantity(text);
  const code = parsed.ok ? checkQuantity(parsed.value, rule ?? ANY) : parsed.code;
  return code ? quantityRefusal(code, unit ?? 'piece', rule ?? ANY, lang) : null;
}

/**
 * A quantity field for a phone's decimal keyboard. What is typed stays in the field while it is
 * edited, and only a quantity the unit allows reaches the cart (stored as its decimal string), so a
 * refused value never poisons the total; a positive quantity the unit refuses stays in the field
 * with its refusal until it is corrected, and `onValidity` tells the page so the order waits for
 * it; leaving an empty field or '0' shows the cart's quantity again.
 */
export function QuantityInput({
  id,
  label,
  quantity,
  unit,
  rule,
  lang,
  onChange,
  onValidity,
  describedBy,
}: {
  id: string;
  label: string;
  /** The quantity in the cart: '2.5'. */
  quantity: string;
  unit: UnitName | null;
  rule: QuantityRule | null;
  lang: Lang;
  onChange: (text: string) => void;
  onValidity?: (ok: boolean) => void;
  /** Another element that says more about the field (the conversion). */
  describedBy?: string;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const problem = quantityProblem(draft ?? quantity, unit, rule, lang);
  const invalid = problem !== null;
  useEffect(() => onValidity?.(!invalid), [invalid, onValidity]);
  const errorId = `${id}-error`;
  return (
    <>
      <input
        id={id}
        className={`input ${styles.cartQty}`}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={
          [invalid ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined
        }
        value={draft ?? quantity}
        onChange={(e) => {
          const text = e.target.value;
          setDraft(text);
          if (quantityProblem(text, unit, rule, lang) === null) onChange(text);
        }}
        onBlur={() => {
          // Leaving an empty field, or one without a quantity above 0, shows the cart's quantity
          // again; a quantity the unit refuses ('0.1' bag) stays with its refusal until corrected.
          const typed = parseQuantity(draft ?? quantity);
          if (!invalid || !typed.ok || typed.value <= 0) setDraft(null);
        }}
      />
      {problem && (
        <span id={errorId} className={styles.cartQtyProblem} role="alert">
          {problem}
        </span>
      )}
    </>
  );
}
