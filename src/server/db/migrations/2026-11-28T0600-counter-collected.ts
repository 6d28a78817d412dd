import { sql, type Kysely } from 'kysely';

// Frozen once released. A counter sale is 'Collected', not 'Delivered' (DESIGN decision 50,
// docs/decisions/173-collected-status.md): the counter sales saved before the status existed
// (stored as 'Delivered', decision 143) are renamed, in the order and in its history. Statuses
// are not checked by the database, so no constraint changes. Only rewrites counter orders, which
// a server of the previous release shows as an unknown status until it is replaced.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update order_status_history set status = 'Collected'
    where status = 'Delivered'
      and order_id in (select id from orders where channel = 'counter')
  `.execute(db);
  await sql`
    update orders set status = 'Collected' where channel = 'counter' and status = 'Delivered'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    update order_status_history set status = 'Delivered'
    where status = 'Collected'
      and order_id in (select id from orders where channel = 'counter')
  `.execute(db);
  await sql`
    update orders set status = 'Delivered' where channel = 'counter' and status = 'Collected'
  `.execute(db);
}
