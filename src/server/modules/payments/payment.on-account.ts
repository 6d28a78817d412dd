import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { ConflictError } from '../../lib/errors.js';

// A paybill payment the trade-account ledger already took (issue 45, decision 153): attaching it
// to an order as well would count the same money twice, so attaching refuses it.

export async function enteredOnAccount(db: Kysely<Database>, paymentId: string) {
  const entry = await db
    .selectFrom('trade_entries')
    .select('id')
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
  return entry !== undefined;
}

export const onAccountRefusal = () =>
  new ConflictError(
    'This payment is already entered on a trade account; attaching it to an order would count it twice.',
    'PAYMENT_ON_ACCOUNT',
  );
