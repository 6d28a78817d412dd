import { ConflictError } from '../lib/errors.js';
import { addStaffNote, moveOrder, type OrderDeps } from '../modules/orders/order.service.js';
import { paidMail } from '../modules/payments/payment.mails.js';
import { findOrderForPayment, findPayment } from '../modules/payments/payment.repository.js';

// Money arriving (DESIGN decision 66, issue 41 item 1; docs/decisions/093-settling-payments.md):
// a process above the modules, in one file named for what it does. The payments module settles a
// payment that paid what its order owed and queues the 'order-paid' job in the same transaction;
// this is that job: the order moves to Paid through the orders module's own status flow (a New
// order passes through Confirmed, so its stock is taken as staff would take it), and the shop is
// mailed. Payments no longer call into orders, and orders only read payments, so the two modules
// no longer import each other.
//
// A counter sale paid by an M-Pesa prompt (docs/decisions/172-counter-mpesa-prompt.md) waits as a
// New order on channel 'counter'; the same steps sell it (stock and sale facts at Confirmed), and
// then it is Collected: the buyer is at the till with the goods. The shop gets no 'paid' mail for
// it (nothing to prepare); a sale that could not complete still mails, as below.

/**
 * Runs at once after the payment settles, and again after a crash, so it is safe to run twice:
 * it moves the order only from where it stands. If the order cannot be Paid (stock ran short, or
 * staff cancelled meanwhile), the money stays recorded and staff get a note and a mail.
 */
export async function markOrderPaid(deps: OrderDeps, paymentId: string): Promise<void> {
  const payment = await findPayment(deps.db, paymentId);
  if (!payment?.order_id || payment.status !== 'paid') return;
  const order = await findOrderForPayment(deps.db, { id: payment.order_id });
  if (!order) return;
  const by =
    payment.method === 'manual'
      ? (payment.by_name ?? 'staff')
      : `M-Pesa${payment.receipt ? ` ${payment.receipt}` : ''}`;
  const { channel } = await deps.db
    .selectFrom('orders')
    .select('channel')
    .where('id', '=', order.id)
    .executeTakeFirstOrThrow();
  const counter = channel === 'counter';
  try {
    if (order.status === 'New') await moveOrder(deps, order.reference, 'Confirmed', by);
    if (order.status === 'New' || order.status === 'Confirmed') {
      await moveOrder(deps, order.reference, 'Paid', by);
      if (!counter) deps.mailer.queue(paidMail(deps.config, order.reference, payment));
    }
    // A rerun after a crash between the two finds it Paid and finishes the handover.
    if (counter && order.status !== 'Collected' && order.status !== 'Cancelled')
      await moveOrder(deps, order.reference, 'Collected', by);
  } catch (err) {
    if (!(err instanceof ConflictError)) throw err;
    await addStaffNote(
      deps,
      order.reference,
      `Paid KSh ${payment.amount} (${by}), but the order could not be marked Paid: ${err.message}`,
      'M-Pesa',
      deps.clock.now(),
    );
    deps.mailer.queue(paidMail(deps.config, order.reference, payment, err.message));
  }
}
