import { useLocation, useParams } from 'react-router';
import { LoadError } from '../../../components/ui/LoadError';
import { ApiError } from '../../../lib/api-client';
import { useOrderStatus } from '../api';
import { deliveryLabel, OrderLines, StatusBadge, StatusHistory } from '../components/OrderBits';
import { PayWithMpesa } from '../components/PayWithMpesa';
import { formatDateTime } from '../../../lib/format';
import { ButtonLink } from '../../../components/ui/Button';
import styles from '../orders.module.css';

/** Whoever holds a reference follows that order here, and sees nothing else of the shop's orders. */
export default function OrderStatusPage() {
  const { reference = '' } = useParams();
  const order = useOrderStatus(reference);
  // The cart hands over the phone it ordered with, to prefill 'M-Pesa phone number'.
  const handedPhone = (useLocation().state as { phone?: unknown } | null)?.phone;

  if (order.isPending) {
    return (
      <section className="page container narrow">
        <p className="muted">Loading your order...</p>
      </section>
    );
  }
  if (order.isError) {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <section className={`page container narrow ${styles.orderPage}`}>
        <h1>Order status</h1>
        {missing ? (
          <>
            <p className={styles.orderPageMissing}>Order not found.</p>
            <p className="muted">
              Check the reference in your WhatsApp message; it looks like ARH-7K3Q-9XF2.
            </p>
            <ButtonLink to="/products" variant="primary">
              Browse Products
            </ButtonLink>
          </>
        ) : (
          <LoadError
            what="your order"
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
        Order <span className={styles.orderPageRef}>{o.reference}</span>
      </h1>
      <p className={styles.orderPageStatus} data-testid="order-status">
        Status: <StatusBadge status={o.status} />
      </p>
      <p className="muted">Placed {formatDateTime(o.createdAt)}</p>
      <PayWithMpesa order={o} phone={typeof handedPhone === 'string' ? handedPhone : ''} />
      <div className={`card ${styles.orderPageCard}`}>
        <h2>Items</h2>
        <OrderLines
          items={o.items}
          subtotal={o.subtotal}
          deliveryFee={o.deliveryFee}
          total={o.total}
        />
      </div>
      <div className={`card ${styles.orderPageCard}`}>
        <h2>Delivery</h2>
        <p>{deliveryLabel(o.delivery)}</p>
      </div>
      <div className={`card ${styles.orderPageCard}`}>
        <h2>Status history</h2>
        <StatusHistory history={o.history} />
      </div>
    </section>
  );
}
