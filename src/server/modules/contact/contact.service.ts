import type { Kysely } from 'kysely';
import type { ContactInput, ContactMessage } from '#shared/contact.schema.js';
import { CONTACT } from '#shared/constants.js';
import type { Database } from '../../db/database.js';
import { newId } from '../../lib/ids.js';
import { insertContactRow, listContactRows, type ContactRow } from './contact.repository.js';

// Turns contact-message rows into the API shape; the SQL is in contact.repository.ts.

export function toContactMessage(row: ContactRow): ContactMessage {
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
  return (await listContactRows(db, limit)).map(toContactMessage);
}

export async function sendContactMessage(
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
  await insertContactRow(db, row);
  return toContactMessage(row);
}
