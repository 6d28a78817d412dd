import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

// Whether an order was accepted on a trade account (issue 45, decision 153): such an order may be
// dispatched from Confirmed, unpaid, because the account is charged when the goods leave. Read
// from the accounts module's table by the order's id only; 'accepted' never goes back.

export async function isAcceptedOnAccount(db: Kysely<Database>, orderId: string) {
  const row = await db
    .selectFrom('account_orders')
    .select('state')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row?.state === 'accepted';
}
