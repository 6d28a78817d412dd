import type { Kysely } from 'kysely';
import type { Service, ServiceInput } from '../../../shared/service.schema.js';
import type { Database } from '../../db/database.js';
import { newId } from '../../lib/ids.js';

type ServiceRow = Database['services'];

function toService(row: ServiceRow): Service {
  return { _id: row.id, name: row.name, description: row.description, createdAt: row.created_at };
}

/** Oldest first: the order in which the shop added them. */
export async function listServices(db: Kysely<Database>): Promise<Service[]> {
  const rows = await db
    .selectFrom('services')
    .selectAll()
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toService);
}

export async function insertService(
  db: Kysely<Database>,
  input: ServiceInput,
  now: Date,
): Promise<Service> {
  const row: ServiceRow = {
    id: newId(),
    name: input.name,
    description: input.description,
    created_at: now.toISOString(),
  };
  await db.insertInto('services').values(row).execute();
  return toService(row);
}

export async function deleteService(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('services').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
