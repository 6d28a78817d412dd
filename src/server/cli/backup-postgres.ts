import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import pg from 'pg';
import { CliError } from './admin-cli.js';
import { summarizePostgres, type TableSummary } from './backup-verify.js';

// `npm run backup` on PostgreSQL: pg_dump (custom format) of one moment of the shop. With
// --verify, that moment is also summarized (decision 125): pg_dump reads the snapshot of a
// transaction held open here, which counts and hashes every table in the same snapshot; the
// dump is then restored into a scratch database on the same server and summarized again.

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new CliError(`${command} failed; see its message above.`);
}

/** Writes the dump; with `summarize`, also answers what the shop held at the dump's moment. */
export async function dumpPostgres(
  url: string,
  target: string,
  summarize: boolean,
): Promise<TableSummary | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read, read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const args = ['--format=custom', `--file=${target}`, '--no-owner'];
    try {
      run('pg_dump', [...args, `--snapshot=${rows[0]!.id}`, url]);
    } catch {
      throw new CliError('pg_dump failed; no backup was written.');
    }
    const summary = summarize ? await summarizePostgres(client) : undefined;
    await client.query('commit');
    return summary;
  } finally {
    await client.end();
  }
}

/** The same server and role, another database. */
function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Restores the dump into a new scratch database, summarizes it and drops it again. */
export async function restoredPostgresSummary(url: string, dump: string): Promise<TableSummary> {
  const scratch = `shop_verify_${Date.now()}_${crypto.randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    try {
      await admin.query(`create database ${scratch}`);
    } catch (err) {
      throw new CliError(
        `Cannot create a scratch database to verify the copy (${(err as Error).message}). Give the shop's role that right once: ALTER ROLE <role> CREATEDB;`,
      );
    }
    try {
      try {
        run('pg_restore', [
          '--no-owner',
          '--exit-on-error',
          `--dbname=${withDatabase(url, scratch)}`,
          dump,
        ]);
      } catch {
        throw new CliError(`pg_restore could not restore ${dump} into a scratch database.`);
      }
      const restored = new pg.Client({ connectionString: withDatabase(url, scratch) });
      await restored.connect();
      try {
        return await summarizePostgres(restored);
      } finally {
        await restored.end();
      }
    } finally {
      await admin.query(`drop database if exists ${scratch} with (force)`);
    }
  } finally {
    await admin.end();
  }
}
