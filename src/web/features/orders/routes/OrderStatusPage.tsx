import { useLocation, useParams } from 'react-router';
import { LoadError } from '../../../components/ui/LoadError';
import { ApiError } from '../../../lib/api-client';
import { useMyAccountOrder, useOrderStatus } from '../api';
import { useSession } from '../../auth';
import { OnAccountNote } from '../components/OnAccountNote';
import { DeliveryLabel, OrderLines, StatusBadge, StatusHistory } from '../components/OrderBits';
import { PayWithMpesa } from '../components/PayWithMpesa';
import { KraReceipt } from '../components/KraReceipt';
import { useI18n } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import { ButtonLink } from '../../../components/ui/Button';
import styles from '../orders.module.css';

/** Whoever holds a reference follows that order here, and sees nothing else of the shop's orders. */
export default function OrderStatusPage() {
  const { reference = '' } = useParams();
  const { orders: t } = useI18n().m;
  const format = useFormat();
  const order = useOrderStatus(reference);
  const signedIn = useSession().session.status === 'authenticated';
  const onAccount = useMyAccountOrder(reference, signedIn).data ?? null;
  // The cart hands over the phone it ordered with, to prefill 'M-Pesa phone number'.
  const handedPhone = (useLocation().state as { phone?: unknown } | null)?.phone;

  if (order.isPending) {
    return (
      <section className="page container narrow">
        <p className="muted">{t.loading}</p>
      </section>
    );
  }
  if (order.isError) {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <section className={`page container narrow ${styles.orderPage}`}>
        <h1>{t.title}</h1>
        {missing ? (
          <>
            <p className={styles.orderPageMissing}>{t.notFound}</p>
            <p className="muted">{t.notFoundHint}</p>
            <ButtonLink to="/products" variant="primary">
              {t.browse}
            </ButtonLink>
          </>
        ) : (
          <LoadError
            what={t.yourOrder}
            error={order.error}
            onRetry={() => order.refetch()}
            retrying={order.isFetching}
          />
        )}
      </section>
    );
  }

  const o = order.data;
  return (
    <section className={`page container narrow ${styles.orderPage}`}>
      <h1>
        {t.order} <span className={styles.orderPageRef}>{o.reference}</span>
      </h1>
      <p className={styles.orderPageStatus} data-testid="order-status">
        {t.status} <StatusBadge status={o.status} />
      </p>
      <p className="muted">{t.placed(format.dateTime(o.createdAt))}</p>
      {onAccount && <OnAccountNote order={onAccount} />}
      {/* An order on account is charged to the account: no prompt unless the shop declined it. */}
      {(!onAccount || onAccount.state === 'declined') && (
        <PayWithMpesa order={o} phone={typeof handedPhone === 'string' ? handedPhone : ''} />
      )}
      <KraReceipt
        reference={o.reference}
        paid={
          o.status === 'Paid' ||
          o.status === 'Dispatched' ||
          o.status === 'Delivered' ||
          o.status === 'Collected'
        }
      />
      <div className={`card ${styles.orderPageCard}`}>
        <h2>{t.items}</h2>
        <OrderLines
          items={o.items}
          subtotal={o.subtotal}
          deliveryFee={o.deliveryFee}
          total={o.total}
        />
      </div>
      <div className={`card ${styles.orderPageCard}`}>
        <h2>{t.delivery}</h2>
        <p>
          <DeliveryLabel delivery={o.delivery} />
        </p>
      </div>
      <div className={`card ${styles.orderPageCard}`}>
        <h2>{t.history}</h2>
        <StatusHistory history={o.history} />
      </div>
    </section>
  );
}
