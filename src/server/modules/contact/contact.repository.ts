import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

export type ContactRow = Database['contact_messages'];

/** Newest first, capped: the admin screen reads the latest messages, not the whole history. */
export async function listContactRows(db: Kysely<Database>, limit: number): Promise<ContactRow[]> {
  return db
    .selectFrom('contact_messages')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function insertContactRow(db: Kysely<Database>, row: ContactRow): Promise<void> {
  await db.insertInto('contact_messages').values(row).execute();
}

/** Returns whether a message was deleted. */
export async function deleteContactMessage(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('contact_messages').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
