import { Link, useParams } from 'react-router';
import { formatMoney } from '#shared/pricing.js';
import { HistoryList } from '../../../components/ui/HistoryPanel';
import { LoadError } from '../../../components/ui/LoadError';
import { formatDateTime } from '../../../lib/format';
import { StatementView } from '../components/StatementView';
import { useCustomerFile, useCustomerStatement } from '../admin-api';
import styles from '../account.module.css';

/**
 * Admin: one customer (issue 45): their orders, saved delivery sites, their trade account with
 * its statement (the same view the customer prints), and the history of staff changes about them
 * (their account opened, their orders past the limit decided).
 */
export default function CustomerPage() {
  const { id = '' } = useParams();
  const file = useCustomerFile(id);
  const statement = useCustomerStatement(id, Boolean(file.data?.account));
  if (file.isPending) return <p className="muted">Loading the customer...</p>;
  if (file.isError)
    return (
      <LoadError
        what="the customer"
        error={file.error}
        onRetry={() => file.refetch()}
        retrying={file.isFetching}
      />
    );
  const { user, orders, sites, account, history } = file.data;
  return (
    <section>
      <h1>{user.username || user.email}</h1>
      <p className="muted">{user.email}</p>
      <h2>Orders</h2>
      {orders.length === 0 ? (
        <p className="muted">No orders linked to this customer.</p>
      ) : (
        <ul className={styles.accountPageOrders} data-testid="customer-orders">
          {orders.map((o) => (
            <li key={o.reference}>
              <Link to={`/admin/orders/${o.reference}`}>{o.reference}</Link> · {o.status} ·{' '}
              {formatMoney(o.total)} · {formatDateTime(o.createdAt)}
            </li>
          ))}
        </ul>
      )}
      <h2>Delivery sites</h2>
      {sites.length === 0 ? (
        <p className="muted">No saved sites.</p>
      ) : (
        <ul data-testid="customer-sites">
          {sites.map((s) => (
            <li key={s._id}>
              <strong>{s.label}</strong>: {s.area}, {s.county} · {s.contactName} {s.contactPhone}
            </li>
          ))}
        </ul>
      )}
      <h2>Trade account</h2>
      {!account ? (
        <p className="muted">No trade account. Open one on the Trade accounts screen.</p>
      ) : (
        <>
          <p data-testid="customer-account">
            Account {account.number} · limit {formatMoney(account.creditLimit)} · owes{' '}
            {formatMoney(account.owed)}
            {account.onHold && ' · ON HOLD'}
          </p>
          {statement.data && <StatementView statement={statement.data} />}
        </>
      )}
      <h2>History</h2>
      {history.length === 0 ? (
        <p className="muted">No staff changes about this customer yet.</p>
      ) : (
        <div data-testid="customer-history">
          <HistoryList events={history} showRecord />
        </div>
      )}
    </section>
  );
}
