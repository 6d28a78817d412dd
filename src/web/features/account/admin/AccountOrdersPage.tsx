import { useState } from 'react';
import type { AccountOrder } from '#shared/trade.schema.js';
import { formatMoney } from '#shared/pricing.js';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/Field';
import { QueryState } from '../../../components/ui/QueryState';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useAccountOrders, useDecideOrder, useTradeAccounts } from '../admin-api';
import { CustomerLink } from './CustomerLink';
import { OpenAccountForm } from './OpenAccountForm';
import styles from '../account.module.css';

/**
 * Admin (owner): orders placed on account past the credit limit, waiting to be approved or
 * declined with a reason (decision 56). Building jobs outrun limits: they wait, never refused.
 */
function Waiting({ order }: { order: AccountOrder }) {
  const decide = useDecideOrder();
  const [reason, setReason] = useState('');
  const send = (decision: 'approve' | 'decline') =>
    decide.mutate(
      { reference: order.reference, decision, reason },
      {
        onSuccess: () =>
          toast.success(
            decision === 'approve'
              ? `${order.reference} approved.`
              : `${order.reference} declined.`,
          ),
        onError: (err) => toast.error(errorMessage(err, 'The decision was not saved.')),
      },
    );
  return (
    <li className={`card ${styles.accountPageOrder}`} data-testid="awaiting-order">
      <div className={styles.accountPageOrderHead}>
        <span className={styles.accountPageRef}>{order.reference}</span>
        <strong>{formatMoney(order.amount)}</strong>
      </div>
      <p className="muted">
        <CustomerLink name={order.customerName} customerId={order.customerId} /> · account{' '}
        {order.accountNumber} · {formatDateTime(order.createdAt)}
      </p>
      <TextField
        id={`reason-${order.reference}`}
        label="Reason (needed to decline)"
        value={reason}
        maxLength={300}
        onChange={(e) => setReason(e.target.value)}
      />
      <div className={styles.accountPageActions}>
        <Button type="button" size="sm" disabled={decide.isPending} onClick={() => send('approve')}>
          Approve
        </Button>
        <Button
          type="button"
          size="sm"
          variant="danger"
          disabled={decide.isPending || reason.trim() === ''}
          onClick={() => send('decline')}
        >
          Decline
        </Button>
      </div>
    </li>
  );
}

/** Every account with its holder linked to their page: number, limit, owed, hold. */
function AccountList() {
  const accounts = useTradeAccounts();
  return (
    <QueryState
      query={accounts}
      what="the trade accounts"
      loading="Loading trade accounts..."
      empty="No trade accounts yet."
    >
      {(items) => (
        <div className={styles.accountTableWrap}>
          <table className={styles.accountTable} data-testid="trade-accounts">
            <thead>
              <tr>
                <th scope="col">Account</th>
                <th scope="col">Customer</th>
                <th scope="col">Limit</th>
                <th scope="col">Owes</th>
                <th scope="col">Terms</th>
              </tr>
            </thead>
            <tbody>
              {items.map((a) => (
                <tr key={a._id}>
                  <td>{a.number}</td>
                  <td>
                    <CustomerLink name={a.customerName} customerId={a.userId} />
                    {a.onHold && <span className={styles.accountPageChange}> ON HOLD</span>}
                  </td>
                  <td>{formatMoney(a.creditLimit)}</td>
                  <td>{formatMoney(a.owed)}</td>
                  <td>{a.termsDays} days</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </QueryState>
  );
}

export default function AccountOrdersPage() {
  const waiting = useAccountOrders('awaiting');
  return (
    <section>
      <h1>Trade accounts</h1>
      <OpenAccountForm />
      <h2>Accounts</h2>
      <AccountList />
      <h2>Orders awaiting approval</h2>
      <p className="muted">
        Orders on account past the customer&apos;s credit limit. Approve to let them go ahead, or
        decline with a reason the customer will read.
      </p>
      <QueryState
        query={waiting}
        what="the orders"
        loading="Loading orders..."
        empty="No orders are waiting for approval."
      >
        {(items) => (
          <ul className={styles.accountPageOrders}>
            {items.map((o) => (
              <Waiting key={o.reference} order={o} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
