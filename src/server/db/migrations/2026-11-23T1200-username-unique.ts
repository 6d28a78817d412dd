import { sql, type Kysely } from 'kysely';

// Frozen once released. User names are unique regardless of case, enforced by the database so two
// registrations at the same moment cannot both take one name. Names that already clash keep the
// oldest as it is; the others get a number appended, so the index can be built.

export async function up(db: Kysely<unknown>): Promise<void> {
  const rows = await sql<{ id: string; username: string }>`
    select id, username from users order by created_at, id
  `.execute(db);
  const taken = new Set<string>();
  for (const row of rows.rows) {
    let name = row.username;
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${row.username}-${n}`;
    taken.add(name.toLowerCase());
    if (name !== row.username)
      await sql`update users set username = ${name} where id = ${row.id}`.execute(db);
  }
  await sql`create unique index users_username_lower_uq on users (lower(username))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index users_username_lower_uq`.execute(db);
}
