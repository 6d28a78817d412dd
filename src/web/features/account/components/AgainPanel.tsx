import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { AgainLine, OrderAgain } from '#shared/account.schema.js';
import { formatMoney } from '#shared/pricing.js';
import { parseQuantity } from '#shared/quantity.js';
import { quantityText, unitOf } from '#shared/units.js';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { FormError } from '../../../components/ui/FormError';
import { LoadError } from '../../../components/ui/LoadError';
import { useI18n, type Lang } from '../../../lib/i18n';
import { cartActions } from '../../cart';
import styles from '../account.module.css';

// Saved lines back into the cart at today's prices (decisions 54-55): an old order's ('Order
// again') or a saved list's. Every change is named (price up or down, no longer sold, short of
// stock) and nothing enters the cart before the customer's 'Add to cart'; a list with no change
// at all goes in with the tap that opened it (`addWhenUnchanged`).

export type Again = Omit<OrderAgain, 'reference'>;

export function amountOf(text: string, unit: string, lang: Lang): string {
  const parsed = parseQuantity(text);
  return parsed.ok ? quantityText(parsed.value, unitOf(unit), lang) : text;
}

function ChangeNotes({ line }: { line: AgainLine }) {
  const { m, lang } = useI18n();
  const t = m.account;
  const then = formatMoney(line.thenPrice);
  const now = line.nowPrice === null ? '' : formatMoney(line.nowPrice);
  return line.changes.map((change) => (
    <span key={change} className={styles.accountPageChange}>
      {change === 'price-up' && t.priceUp(then, now)}
      {change === 'price-down' && t.priceDown(then, now)}
      {change === 'not-sold' && t.notSold}
      {change === 'short' && t.short(amountOf(line.onHand ?? '0', line.stockUnit, lang))}
    </span>
  ));
}

/** Puts the addable lines into the cart at today's prices; the cart prices them again. */
function addToCart(lines: AgainLine[]) {
  for (const line of lines) {
    if (!line.addable || !line.productId) continue;
    cartActions.addLine({
      productId: line.productId,
      ...(line.variantId ? { variantId: line.variantId } : {}),
      unit: line.unit,
      quantity: line.quantity,
      name: line.name,
      ...(line.variantTitle ? { variantTitle: line.variantTitle } : {}),
      ...(line.nowPrice !== null ? { price: line.nowPrice } : {}),
      image: line.image,
    });
  }
}

export function AgainPanel({
  title,
  headingId,
  again,
  loading,
  onClose,
  addWhenUnchanged = false,
}: {
  title: string;
  headingId: string;
  again: UseQueryResult<Again>;
  /** What to say while today's prices are asked for. */
  loading: string;
  onClose(): void;
  addWhenUnchanged?: boolean;
}) {
  const { m, lang } = useI18n();
  const t = m.account;
  const [added, setAdded] = useState(false);
  // Once per opening, even when React runs the effect twice.
  const addedOnce = useRef(false);
  const data = again.data;
  useEffect(() => {
    if (!addWhenUnchanged || !data || data.changed !== 0 || addedOnce.current) return;
    addedOnce.current = true;
    addToCart(data.lines);
    setAdded(true);
  }, [addWhenUnchanged, data]);

  let body;
  if (again.isPending) body = <p className="muted">{loading}</p>;
  else if (again.isError)
    body = (
      <LoadError
        what={t.yourOrders}
        error={again.error}
        onRetry={() => again.refetch()}
        retrying={again.isFetching}
      />
    );
  else {
    const a = again.data;
    body = (
      <>
        <p className="muted">{t.againIntro}</p>
        <p data-testid="again-summary">{a.changed === 0 ? t.noChanges : t.changes(a.changed)}</p>
        <ul className={styles.accountPageLines}>
          {a.lines.map((line, i) => (
            <li key={i} className={styles.accountPageLine} data-testid="again-line">
              <span className={line.addable ? undefined : styles.accountPageGone}>
                {amountOf(line.quantity, line.unit, lang)} × {line.name}
                {line.variantTitle ? ` (${line.variantTitle})` : ''}
              </span>
              <span>{line.nowTotal === null ? '' : formatMoney(line.nowTotal)}</span>
              <ChangeNotes line={line} />
            </li>
          ))}
        </ul>
        <p>
          <strong>
            {t.todayTotal}: {formatMoney(a.subtotal)}
          </strong>
        </p>
        {added ? (
          <>
            <FormError success>{t.added}</FormError>
            <ButtonLink to="/cart" variant="primary">
              {t.goToCart}
            </ButtonLink>
          </>
        ) : (
          <div className={styles.accountPageActions}>
            <Button
              type="button"
              variant="primary"
              disabled={!a.lines.some((l) => l.addable)}
              onClick={() => {
                addToCart(a.lines);
                setAdded(true);
              }}
            >
              {t.addToCart}
            </Button>
            <Button type="button" variant="outline" onClick={onClose}>
              {t.cancel}
            </Button>
          </div>
        )}
      </>
    );
  }
  return (
    <section className={styles.accountPageAgain} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {body}
    </section>
  );
}
