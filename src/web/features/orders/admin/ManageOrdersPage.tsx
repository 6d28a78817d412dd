import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ORDER_STATUSES, type OrderStatus } from '#shared/order.schema.js';
import { LoadError } from '../../../components/ui/LoadError';
import { formatMoney } from '#shared/pricing.js';
import { useAdminOrders } from '../api';
import { StatusBadge } from '../components/OrderBits';
import { formatCount, formatDateTime } from '../../../lib/format';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { SelectField, TextField } from '../../../components/ui/Field';
import styles from './orders-admin.module.css';

const isStatus = (v: string | null): v is OrderStatus =>
  v !== null && (ORDER_STATUSES as readonly string[]).includes(v);

/** Admin: every order, newest first, filtered by status and searched by reference, name or phone. */
export default function ManageOrdersPage() {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : '';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [draft, setDraft] = useState(q);
  const orders = useAdminOrders({ status, q, page });

  function update(next: { status?: string; q?: string; page?: number }) {
    const merged = { status, q, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.status) search.set('status', merged.status);
    if (merged.q.trim()) search.set('q', merged.q.trim());
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
  }

  function search(event: FormEvent) {
    event.preventDefault();
    update({ q: draft });
  }

  const pages = orders.data ? Math.max(1, Math.ceil(orders.data.total / orders.data.pageSize)) : 1;

  return (
    <section aria-labelledby="orders-title">
      <div className={styles.ordersAdminHead}>
        <h1 id="orders-title">Orders</h1>
        <ButtonLink to="/admin/delivery-zones" variant="outline" size="sm">
          Delivery zones
        </ButtonLink>
      </div>
      <form className={styles.ordersAdminFilters} onSubmit={search} role="search">
        <SelectField
          id="orders-status"
          label="Status"
          value={status}
          onChange={(e) => update({ status: e.target.value })}
        >
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
        <TextField
          id="orders-q"
          label="Search"
          fieldClassName={styles.ordersAdminSearch}
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="Reference, name or phone"
          maxLength={100}
        />
        <Button type="submit" variant="dark">
          Search
        </Button>
      </form>

      {orders.isPending ? (
        <p className="muted">Loading orders...</p>
      ) : orders.isError ? (
        <LoadError
          what="the orders"
          error={orders.error}
          onRetry={() => orders.refetch()}
          retrying={orders.isFetching}
        />
      ) : orders.data.items.length === 0 ? (
        <p className="muted">{status || q ? 'No orders match this filter.' : 'No orders yet.'}</p>
      ) : (
        <>
          <p className={`muted ${styles.ordersAdminCount}`}>
            {formatCount(orders.data.total)} order
            {orders.data.total === 1 ? '' : 's'}
          </p>
          <ul className={styles.ordersAdminList}>
            {orders.data.items.map((o) => (
              <li key={o._id}>
                <Link
                  to={`/admin/orders/${o.reference}`}
                  className={`card ${styles.ordersAdminRow}`}
                  aria-label={`Order ${o.reference} from ${o.customerName}`}
                >
                  <span className={styles.ordersAdminRef}>{o.reference}</span>
                  <StatusBadge status={o.status} className={styles.ordersAdminStatus} />
                  <span className={styles.ordersAdminWho}>
                    <strong>{o.customerName}</strong> <span className="muted">+{o.phone}</span>
                  </span>
                  <span className={`${styles.ordersAdminWhat} muted`}>
                    {o.itemCount} item{o.itemCount === 1 ? '' : 's'} ·{' '}
                    {o.deliveryMethod === 'pickup' ? 'Pickup' : `Delivery, ${o.county ?? ''}`}
                  </span>
                  <span className={styles.ordersAdminTotal}>{formatMoney(o.total)}</span>
                  <time className={`muted ${styles.ordersAdminWhen}`} dateTime={o.createdAt}>
                    {formatDateTime(o.createdAt)}
                  </time>
                </Link>
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav className={styles.ordersAdminPages} aria-label="Order pages">
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={page <= 1}
                onClick={() => update({ page: page - 1 })}
              >
                Previous
              </Button>
              <span>
                Page {page} of {pages}
              </span>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={page >= pages}
                onClick={() => update({ page: page + 1 })}
              >
                Next
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
