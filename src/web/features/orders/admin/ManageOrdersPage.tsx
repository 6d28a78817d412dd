import { ORDER_STATUSES, type AdminOrderSummary } from '#shared/order.schema.js';
import { formatMoney } from '#shared/pricing.js';
import { AdminList, useListAddress, type AdminListColumn } from '../../../components/ui/AdminList';
import { ButtonLink } from '../../../components/ui/Button';
import { formatDateTime } from '../../../lib/format';
import { useAdminOrders } from '../api';
import { StatusBadge } from '../components/OrderBits';
import styles from './orders-admin.module.css';

const COLUMNS: AdminListColumn<AdminOrderSummary>[] = [
  {
    header: 'Reference',
    width: '9.5rem',
    cell: (o) => <span className={styles.ordersAdminRef}>{o.reference}</span>,
  },
  { header: 'Status', width: '7rem', cell: (o) => <StatusBadge status={o.status} /> },
  {
    header: 'Customer',
    cell: (o) => (
      <>
        <strong>{o.customerName}</strong> <span className="muted">+{o.phone}</span>
        <br />
        <span className="muted">
          {o.itemCount} item{o.itemCount === 1 ? '' : 's'} ·{' '}
          {o.deliveryMethod === 'pickup' ? 'Pickup' : `Delivery, ${o.county ?? ''}`}
        </span>
      </>
    ),
  },
  {
    header: 'Total',
    width: '7.5rem',
    align: 'end',
    cell: (o) => <strong>{formatMoney(o.total)}</strong>,
  },
  {
    header: 'Placed',
    width: '10rem',
    align: 'end',
    cell: (o) => (
      <time className="muted" dateTime={o.createdAt}>
        {formatDateTime(o.createdAt)}
      </time>
    ),
  },
];

/** Admin: every order, newest first, filtered by status and searched by reference, name or phone. */
export default function ManageOrdersPage() {
  const address = useListAddress({ status: ORDER_STATUSES });
  const orders = useAdminOrders({ ...address.filters, q: address.q, page: address.page });
  return (
    <AdminList
      name="orders"
      title="Orders"
      actions={
        <ButtonLink to="/admin/delivery-zones" variant="outline" size="sm">
          Delivery zones
        </ButtonLink>
      }
      noun={{ one: 'order', many: 'orders' }}
      address={address}
      filters={[{ name: 'status', label: 'Status', all: 'All statuses', options: ORDER_STATUSES }]}
      searchPlaceholder="Reference, name or phone"
      query={orders}
      columns={COLUMNS}
      rowKey={(o) => o._id}
      rowLink={(o) => ({
        to: `/admin/orders/${o.reference}`,
        label: `Order ${o.reference} from ${o.customerName}`,
      })}
    />
  );
}
