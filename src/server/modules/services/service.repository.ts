import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

export type ServiceRow = Database['services'];

/** Oldest first: the order in which the shop added them. */
export async function listServiceRows(db: Kysely<Database>): Promise<ServiceRow[]> {
  return db.selectFrom('services').selectAll().orderBy('created_at').orderBy('id').execute();
}

export async function insertServiceRow(db: Kysely<Database>, row: ServiceRow): Promise<void> {
  await db.insertInto('services').values(row).execute();
}

export async function deleteService(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('services').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
