import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';

// SQL of delivery zones, nothing else: the rules live in delivery-zone.service.ts.

type Db = Kysely<Database> | Transaction<Database>;
export type ZoneRow = Database['delivery_zones'];

export async function listZones(db: Db): Promise<ZoneRow[]> {
  return db.selectFrom('delivery_zones').selectAll().orderBy('fee').orderBy('name').execute();
}

export async function findZone(db: Db, id: string): Promise<ZoneRow | undefined> {
  return db.selectFrom('delivery_zones').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertZone(db: Db, row: ZoneRow): Promise<void> {
  await db.insertInto('delivery_zones').values(row).execute();
}

export async function updateZone(
  db: Db,
  id: string,
  fields: Pick<ZoneRow, 'name' | 'counties' | 'fee' | 'updated_at'>,
): Promise<boolean> {
  const result = await db
    .updateTable('delivery_zones')
    .set(fields)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteZone(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('delivery_zones').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
