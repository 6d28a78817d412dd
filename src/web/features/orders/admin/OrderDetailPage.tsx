import { useState, type FormEvent } from 'react';
import { PaymentList } from '../components/PaymentList';
import { Link, useParams } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { ORDER, type OrderStatus } from '#shared/order.schema.js';
import { LoadError } from '../../../components/ui/LoadError';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { chatLink } from '../../../lib/whatsapp-link';
import { useAddNote, useAdminOrder, useChangeStatus } from '../api';
import { DeliveryLabel, OrderLines, StatusBadge, StatusHistory } from '../components/OrderBits';
import { formatDateTime } from '../../../lib/format';
import { Button } from '../../../components/ui/Button';
import { TextareaField } from '../../../components/ui/Field';
import styles from './orders-admin.module.css';
import ordersStyles from '../orders.module.css';
import { FormError } from '../../../components/ui/FormError';
import { HistoryPanel } from '../../../components/ui/HistoryPanel';
import { CustomerLink, useOrderCustomers } from '../../account';
import { useCan } from '../../../lib/capabilities';
import { CANCEL_PAID_CAPABILITY, STATUS_CAPABILITY } from '#shared/order-capabilities.js';
import { ReturnDialog, ReturnList } from './ReturnDialog';

const ACTION_LABEL: Record<OrderStatus, string> = {
  New: 'Mark New',
  Confirmed: 'Confirm order',
  Paid: 'Mark Paid',
  Dispatched: 'Mark Dispatched',
  Delivered: 'Mark Delivered',
  Collected: 'Mark Collected',
  Cancelled: 'Cancel order',
};

/** Admin: one order with its customer, delivery, the next legal steps and staff notes. */
export default function OrderDetailPage() {
  const { reference = '' } = useParams();
  const order = useAdminOrder(reference);
  const changeStatus = useChangeStatus(reference);
  const addNote = useAddNote(reference);
  const [note, setNote] = useState('');
  const [returning, setReturning] = useState(false);
  const { can } = useCan();
  // A signed-in customer's order names them with a link to their page (issue 45).
  const customers = useOrderCustomers(order.data ? [order.data.reference] : []);

  if (order.isPending) return <p className="muted">Loading order...</p>;
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.status === 404) {
      return (
        <section>
          <p className={ordersStyles.orderPageMissing}>Order not found.</p>
          <Link to="/admin/orders">Back to orders</Link>
        </section>
      );
    }
    return (
      <LoadError
        what="the order"
        error={order.error}
        onRetry={() => order.refetch()}
        retrying={order.isFetching}
      />
    );
  }
  const o = order.data;
  // Only the steps this person's roles allow (decision 47): a storekeeper dispatches.
  // Cancelling a paid order is a refund: owners only (decision 47).
  const refund = (s: OrderStatus) => o.status === 'Paid' && s === 'Cancelled';
  const nextSteps = o.nextStatuses.filter(
    (s) => can(STATUS_CAPABILITY[s]) && (!refund(s) || can(CANCEL_PAID_CAPABILITY)),
  );

  // Goods of a delivered (or collected) order may come back while any of a line is left.
  const canReturn =
    (o.status === 'Delivered' || o.status === 'Collected') &&
    can('orders.return') &&
    o.returnLeft.some((left) => left !== '0');

  function move(to: OrderStatus) {
    let reason: string | undefined;
    if (refund(to)) {
      // The money goes back to the buyer: the reason is kept with the change (decision 49).
      reason =
        window.prompt(`Order ${o.reference} is paid. Why is it cancelled and refunded?`)?.trim() ??
        '';
      if (!reason) return;
    } else if (to === 'Cancelled' && !window.confirm(`Cancel order ${o.reference}?`)) return;
    changeStatus.mutate(reason ? { status: to, reason } : { status: to }, {
      onSuccess: () => toast.success(`Order ${o.reference} is now ${to}.`),
      onError: (err) => toast.error(errorMessage(err, 'The order could not be changed.')),
    });
  }

  function saveNote(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) return;
    addNote.mutate(note, {
      onSuccess: () => setNote(''),
      onError: (err) => toast.error(errorMessage(err, 'The note could not be saved.')),
    });
  }

  return (
    <section aria-labelledby="order-title">
      <p>
        <Link to="/admin/orders">← All orders</Link>
      </p>
      <div className={styles.ordersAdminHead}>
        <h1 id="order-title">
          Order <span className={ordersStyles.orderPageRef}>{o.reference}</span>
        </h1>
        <StatusBadge status={o.status} />
      </div>
      <p className="muted">Placed {formatDateTime(o.createdAt)}</p>

      {changeStatus.isError && <FormError>{errorMessage(changeStatus.error)}</FormError>}
      {(nextSteps.length > 0 || canReturn) && (
        <div className={styles.orderDetailActions} aria-label="Next steps">
          {canReturn && (
            <Button type="button" variant="outline" onClick={() => setReturning(true)}>
              Return goods
            </Button>
          )}
          {nextSteps.map((s) => (
            <Button
              key={s}
              type="button"
              variant={s === 'Cancelled' ? 'danger' : 'primary'}
              disabled={changeStatus.isPending}
              onClick={() => move(s)}
            >
              {ACTION_LABEL[s]}
            </Button>
          ))}
        </div>
      )}

      <div className={styles.orderDetailGrid}>
        <div className={`card ${ordersStyles.orderPageCard}`}>
          <h2>Customer</h2>
          <p>
            <CustomerLink name={o.customerName} customerId={customers[o.reference]?._id} />
          </p>
          <p>
            <a href={`tel:+${o.phone}`}>+{o.phone}</a> ·{' '}
            <a
              href={chatLink(o.phone, `Hello ${o.customerName}, about your order ${o.reference}:`)}
              target="_blank"
              rel="noopener noreferrer"
            >
              WhatsApp
            </a>
          </p>
          {o.note && <p className={styles.orderDetailNote}>“{o.note}”</p>}
        </div>
        <div className={`card ${ordersStyles.orderPageCard}`}>
          <h2>Delivery</h2>
          <p>
            <DeliveryLabel delivery={o.delivery} />
          </p>
          {o.delivery.zoneName && <p className="muted">Zone: {o.delivery.zoneName}</p>}
          {o.locationLink && (
            <p>
              <a href={o.locationLink} target="_blank" rel="noopener noreferrer">
                Customer location on the map
              </a>
            </p>
          )}
        </div>
      </div>

      <div className={`card ${ordersStyles.orderPageCard}`}>
        <h2>Items</h2>
        <OrderLines
          items={o.items}
          subtotal={o.subtotal}
          deliveryFee={o.deliveryFee}
          total={o.total}
        />
      </div>

      <div className={`card ${ordersStyles.orderPageCard}`}>
        <h2>Payments</h2>
        <PaymentList payments={o.payments} />
      </div>

      {o.returns.length > 0 && (
        <div className={`card ${ordersStyles.orderPageCard}`}>
          <h2>Returns</h2>
          <ReturnList order={o} />
        </div>
      )}
      {returning && <ReturnDialog order={o} onClose={() => setReturning(false)} />}

      <div className={`card ${ordersStyles.orderPageCard}`}>
        <h2>Status history</h2>
        <StatusHistory history={o.history} />
      </div>

      <div className={`card ${ordersStyles.orderPageCard}`}>
        <h2>Staff notes</h2>
        {o.notes.length === 0 ? (
          <p className="muted">No notes yet.</p>
        ) : (
          <ul className={styles.orderDetailNotes}>
            {o.notes.map((n) => (
              <li key={n._id}>
                <p>{n.text}</p>
                <p className="muted">
                  {n.author}, {formatDateTime(n.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={saveNote}>
          <TextareaField
            id="staff-note"
            label="Add a note"
            rows={2}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={ORDER.staffNoteMax}
          />
          <Button
            type="submit"
            variant="dark"
            size="sm"
            disabled={addNote.isPending || !note.trim()}
          >
            Save note
          </Button>
        </form>
      </div>
      <HistoryPanel entity="order" id={o.reference} />
    </section>
  );
}
