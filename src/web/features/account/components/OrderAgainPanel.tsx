import { useState } from 'react';
import type { AgainLine } from '#shared/account.schema.js';
import { formatMoney } from '#shared/pricing.js';
import { parseQuantity } from '#shared/quantity.js';
import { quantityText, unitOf } from '#shared/units.js';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { FormError } from '../../../components/ui/FormError';
import { LoadError } from '../../../components/ui/LoadError';
import { useI18n, type Lang } from '../../../lib/i18n';
import { cartActions } from '../../cart';
import { useOrderAgain } from '../api';
import styles from '../account.module.css';

// 'Order again' (decision 54): today's prices and stock of an old order's lines, every change
// named, and nothing in the cart before the customer presses 'Add to cart'.

function amountOf(text: string, unit: string, lang: Lang): string {
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

export function OrderAgainPanel({ reference, onClose }: { reference: string; onClose(): void }) {
  const { m, lang } = useI18n();
  const t = m.account;
  const again = useOrderAgain(reference);
  const [added, setAdded] = useState(false);
  const headingId = `again-${reference}`;

  let body;
  if (again.isPending) body = <p className="muted">{t.againLoading}</p>;
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
      <h2 id={headingId}>{t.againTitle(reference)}</h2>
      {body}
    </section>
  );
}
