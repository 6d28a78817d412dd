import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { HistoryPanel } from '../../../components/ui/HistoryPanel';
import type { AdminPayment } from '#shared/payment.schema.js';
import { Button } from '../../../components/ui/Button';
import { SelectField, TextField } from '../../../components/ui/Field';
import { AdminList, useListAddress, type AdminListColumn } from '../../../components/ui/AdminList';
import { toast } from '../../../components/ui/toast';
import { useAdminPayments, useAttachPayment, useRecordPayment } from '../api';
import { PaymentSummary } from '../components/PaymentList';
import ordersStyles from '../orders.module.css';
import styles from './orders-admin.module.css';

// Admin: every payment, newest first; unmatched and 'amount-differs' ones marked, with 'Attach to
// order'; and a cash or bank payment recorded by hand (docs/decisions/093-settling-payments.md).

function AttachForm({ payment }: { payment: AdminPayment }) {
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const attach = useAttachPayment();
  const id = `attach-${payment._id}`;
  function submit(event: FormEvent) {
    event.preventDefault();
    attach.mutate(
      { id: payment._id, reference },
      {
        onSuccess: () => toast.success(`Payment attached to ${reference.toUpperCase()}.`),
        onError: (err) => setProblem(err.message),
      },
    );
  }
  return (
    <form onSubmit={submit} className={styles.paymentAttach}>
      <TextField
        id={id}
        label="Order reference"
        error={problem ?? undefined}
        value={reference}
        onChange={(e) => setReference(e.target.value)}
        placeholder="ARH-7K3Q-9XF2"
        maxLength={40}
        required
      />
      <Button type="submit" variant="dark" size="sm" disabled={attach.isPending}>
        Attach to order
      </Button>
    </form>
  );
}

function ManualPaymentForm() {
  const [reference, setReference] = useState('');
  const [amount, setAmount] = useState('');
  const [kind, setKind] = useState<'cash' | 'bank'>('cash');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const record = useRecordPayment();
  function submit(event: FormEvent) {
    event.preventDefault();
    const shillings = Number(amount);
    if (!Number.isInteger(shillings) || shillings < 1) {
      setProblem('The amount must be a whole number of shillings.');
      return;
    }
    setProblem(null);
    record.mutate(
      { reference, amount: shillings, kind, note },
      {
        onSuccess: () => {
          toast.success('Payment recorded.');
          setReference('');
          setAmount('');
          setNote('');
        },
        onError: (err) => setProblem(err.message),
      },
    );
  }
  return (
    <form onSubmit={submit} className={`card ${ordersStyles.orderPageCard}`}>
      <h2>Record a cash or bank payment</h2>
      <TextField
        id="manual-reference"
        label="Order reference"
        value={reference}
        onChange={(e) => setReference(e.target.value)}
        maxLength={40}
        required
      />
      <TextField
        id="manual-amount"
        label="Amount (KSh)"
        error={problem ?? undefined}
        inputMode="numeric"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        required
      />
      <SelectField
        id="manual-kind"
        label="Paid by"
        value={kind}
        onChange={(e) => setKind(e.target.value === 'bank' ? 'bank' : 'cash')}
      >
        <option value="cash">Cash</option>
        <option value="bank">Bank</option>
      </SelectField>
      <TextField
        id="manual-note"
        label="Reason (receipt book no., bank slip)"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        maxLength={300}
        required
      />
      <Button type="submit" variant="primary" disabled={record.isPending}>
        Record payment
      </Button>
    </form>
  );
}

const COLUMNS: AdminListColumn<AdminPayment>[] = [
  {
    header: 'Order',
    width: 'minmax(9.5rem, 1fr)',
    cell: (p) => (
      <>
        {p.orderReference ? (
          <Link to={`/admin/orders/${p.orderReference}`} className={styles.ordersAdminRef}>
            {p.orderReference}
          </Link>
        ) : (
          <strong>Unmatched</strong>
        )}
        {p.accountReference && p.method === 'paybill' && (
          <span className="muted"> · account typed: {p.accountReference}</span>
        )}
        {p.payerName && <span className="muted"> · {p.payerName}</span>}
      </>
    ),
  },
  { header: 'Payment', width: 'minmax(0, 2.5fr)', cell: (p) => <PaymentSummary payment={p} /> },
];

export default function PaymentsPage() {
  const address = useListAddress({});
  const payments = useAdminPayments(address.page);
  return (
    <>
      <AdminList
        name="payments"
        title="Payments"
        noun={{ one: 'payment', many: 'payments' }}
        address={address}
        query={payments}
        columns={COLUMNS}
        rowKey={(p) => p._id}
        rowTestId="payment-row"
        // Unreadable money is recorded by hand once checked on the statement.
        rowExtra={(p) => (
          <>
            {p.unmatched && p.status !== 'unreadable' && <AttachForm payment={p} />}
            {/* Staff's hand in it (recorded, attached), from the audit log (decision 49). */}
            {p.by && <HistoryPanel entity="payment" id={p._id} />}
          </>
        )}
      />
      <ManualPaymentForm />
    </>
  );
}
