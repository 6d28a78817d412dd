import { useState } from 'react';
import { Link } from 'react-router';
import type { MyOrderSummary } from '#shared/account.schema.js';
import { formatMoney } from '#shared/pricing.js';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { LoadError } from '../../../components/ui/LoadError';
import { useI18n } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import { useLoginLink, useSession } from '../../auth';
import { useMyOrders } from '../api';
import { ClaimOrderForm } from '../components/ClaimOrderForm';
import { OrderAgainPanel } from '../components/OrderAgainPanel';
import { SavedLists } from '../components/SavedLists';
import { SaveListForm } from '../components/SaveListForm';
import styles from '../account.module.css';

// /account: 'My orders' (DESIGN decision 54), newest first, each with its page, 'Order again' and
// 'Save as a list'; below, claiming an order placed without logging in, and 'My lists' (decision
// 55). The session lives in the browser, so the
// server draws the heading and the browser the rest.

function OrderCard({ order }: { order: MyOrderSummary }) {
  const { m } = useI18n();
  const t = m.account;
  const format = useFormat();
  const [again, setAgain] = useState(false);
  return (
    <li className={`card ${styles.accountPageOrder}`} data-testid="my-order">
      <div className={styles.accountPageOrderHead}>
        <Link to={`/orders/${order.reference}`} className={styles.accountPageRef}>
          {order.reference}
        </Link>
        <span>{m.orders.statuses[order.status]}</span>
      </div>
      <p className="muted">
        {t.placed(format.dateTime(order.createdAt))} · {t.items(order.itemCount)} ·{' '}
        {formatMoney(order.total)}
      </p>
      <div className={styles.accountPageActions}>
        <ButtonLink to={`/orders/${order.reference}`} variant="outline" size="sm">
          {t.view}
        </ButtonLink>
        {!again && (
          <Button type="button" variant="primary" size="sm" onClick={() => setAgain(true)}>
            {t.again}
          </Button>
        )}
      </div>
      {again && <OrderAgainPanel reference={order.reference} onClose={() => setAgain(false)} />}
      <SaveListForm
        id={`list-from-${order.reference}`}
        source={() => ({ orderReference: order.reference })}
      />
    </li>
  );
}

function MyOrderList() {
  const t = useI18n().m.account;
  const orders = useMyOrders(true);
  if (orders.isPending) return <p className="muted">{t.loading}</p>;
  if (orders.isError)
    return (
      <LoadError
        what={t.yourOrders}
        error={orders.error}
        onRetry={() => orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  if (orders.data.items.length === 0) return <p>{t.none}</p>;
  return (
    <ul className={styles.accountPageOrders}>
      {orders.data.items.map((o) => (
        <OrderCard key={o.reference} order={o} />
      ))}
    </ul>
  );
}

export default function AccountPage() {
  const t = useI18n().m.account;
  const { session } = useSession();
  const login = useLoginLink();
  return (
    <section className={`page container narrow ${styles.accountPage}`}>
      <h1>{t.title}</h1>
      {session.status === 'loading' && <p className="muted">{t.loading}</p>}
      {session.status === 'anonymous' && (
        <>
          <p>{t.loginFirst}</p>
          <ButtonLink to={login} variant="primary">
            {t.login}
          </ButtonLink>
        </>
      )}
      {session.status === 'authenticated' && (
        <>
          <p>
            <Link to="/account/statement">{t.statementLink}</Link>
          </p>
          <MyOrderList />
          <SavedLists />
          <ClaimOrderForm />
        </>
      )}
    </section>
  );
}
