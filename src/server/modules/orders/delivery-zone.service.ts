import type { Kysely } from 'kysely';
import type { DeliveryZone } from '#shared/order.schema.js';
import type { Database } from '../../db/database.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import {
  deleteZone,
  findZone,
  insertZone,
  listZones,
  updateZone,
  type ZoneRow,
} from './delivery-zone.repository.js';

// Delivery zones: a name, the counties it covers and one fee. A county belongs to one zone at
// most, so the fee a shopper sees never depends on which zone the server happens to pick.

type ZoneFields = { name: string; counties: string[]; fee: number };

export function toZone(row: ZoneRow): DeliveryZone {
  return {
    _id: row.id,
    name: row.name,
    counties: JSON.parse(row.counties) as string[],
    fee: row.fee,
  };
}

export async function listDeliveryZones(db: Kysely<Database>): Promise<DeliveryZone[]> {
  return (await listZones(db)).map(toZone);
}

async function refuseOverlap(db: Kysely<Database>, input: ZoneFields, exceptId?: string) {
  for (const zone of await listDeliveryZones(db)) {
    if (zone._id === exceptId) continue;
    const shared = input.counties.find((c) => zone.counties.includes(c));
    if (shared) {
      throw new ConflictError(
        `${shared} is already in the zone "${zone.name}". A county can be in one zone only.`,
        'COUNTY_IN_OTHER_ZONE',
      ).with({ county: shared, zone: zone.name });
    }
  }
}

export async function createDeliveryZone(
  db: Kysely<Database>,
  input: ZoneFields,
  now: Date,
): Promise<DeliveryZone> {
  await refuseOverlap(db, input);
  const row = {
    id: newId(),
    name: input.name,
    counties: JSON.stringify(input.counties),
    fee: input.fee,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  await insertZone(db, row);
  return toZone(row);
}

export async function updateDeliveryZone(
  db: Kysely<Database>,
  id: string,
  input: ZoneFields,
  now: Date,
): Promise<DeliveryZone> {
  if (!(await findZone(db, id)))
    throw new NotFoundError('Delivery zone not found.').with({ why: 'zone' });
  await refuseOverlap(db, input, id);
  const fields = {
    name: input.name,
    counties: JSON.stringify(input.counties),
    fee: input.fee,
    updated_at: now.toISOString(),
  };
  if (!(await updateZone(db, id, fields)))
    throw new NotFoundError('Delivery zone not found.').with({ why: 'zone' });
  const row = await findZone(db, id);
  if (!row) throw new NotFoundError('Delivery zone not found.').with({ why: 'zone' });
  return toZone(row);
}

/** The zone that delivers to a county, if any (a county is in one zone at most). */
export async function zoneForCounty(
  db: Kysely<Database>,
  county: string,
): Promise<DeliveryZone | undefined> {
  return (await listDeliveryZones(db)).find((z) => z.counties.includes(county));
}

export async function deleteDeliveryZone(db: Kysely<Database>, id: string): Promise<void> {
  if (!(await deleteZone(db, id)))
    throw new NotFoundError('Delivery zone not found.').with({ why: 'zone' });
}
