import type { Kysely } from 'kysely';
import type { ContactInput, ContactMessage } from '../../../shared/contact.schema.js';
import { CONTACT } from '../../../shared/constants.js';
import type { Database } from '../../db/database.js';
import { newId } from '../../lib/ids.js';

type ContactRow = Database['contact_messages'];

function toMessage(row: ContactRow): ContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.created_at,
  };
}

/** Newest first, capped: the admin screen reads the latest messages, not the whole history. */
export async function listContactMessages(
  db: Kysely<Database>,
  limit: number = CONTACT.listLimit,
): Promise<ContactMessage[]> {
  const rows = await db
    .selectFrom('contact_messages')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toMessage);
}

export async function insertContactMessage(
  db: Kysely<Database>,
  input: ContactInput,
  now: Date,
): Promise<ContactMessage> {
  const row: ContactRow = {
    id: newId(),
    name: input.name,
    email: input.email,
    message: input.message,
    created_at: now.toISOString(),
  };
  await db.insertInto('contact_messages').values(row).execute();
  return toMessage(row);
}

/** Returns whether a message was deleted. */
export async function deleteContactMessage(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('contact_messages').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
