import type { Kysely } from 'kysely';
import type { Service, ServiceInput } from '#shared/service.schema.js';
import type { Database } from '../../db/database.js';
import { newId } from '../../lib/ids.js';
import { insertServiceRow, listServiceRows, type ServiceRow } from './service.repository.js';

// Turns service rows into the API shape; the SQL is in service.repository.ts.

export function toService(row: ServiceRow): Service {
  return { _id: row.id, name: row.name, description: row.description, createdAt: row.created_at };
}

/** Oldest first: the order in which the shop added them. */
export async function listServices(db: Kysely<Database>): Promise<Service[]> {
  return (await listServiceRows(db)).map(toService);
}

export async function addService(
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
  await insertServiceRow(db, row);
  return toService(row);
}
