import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Config } from '../config.js';
import { CliError } from './admin-cli.js';
import { dumpPostgres, restoredPostgresSummary } from './backup-postgres.js';
import {
  describeSummary,
  differences,
  summarizeSqlite,
  type TableSummary,
} from './backup-verify.js';

// `npm run backup` and `npm run restore`: a consistent copy of the whole shop and its way back.
// Images live in the database, so the one file holds everything the shop shows. SQLite is copied
// by its online backup inside a read transaction, which sees one moment even while the server
// writes (a file copy of a live WAL database can be torn). PostgreSQL goes through pg_dump /
// pg_restore. --verify restores the copy into a scratch database and compares its rows with the
// shop at the moment of the copy (decision 125).

export const BACKUP_USAGE = `Usage:
  npm run backup [-- [--verify] <folder or file>]
      Write a copy of the whole shop (products, images, blogs, accounts, orders, ...).
      Default: DATA_DIR/backups/shop-<date>-<time>.sqlite (PostgreSQL: .dump via pg_dump).
      --verify: then restore the copy into a scratch database and compare every table's rows
      with the shop at the moment of the copy; exits 1 on any difference.
  npm run restore -- <backup file>
      Bring a backup back into an empty DATA_DIR (SQLite), then check that it opens.

Settings (DATABASE_URL, DATA_DIR) are read from the environment, as the server reads them.`;

/** Tables whose rows a restored shop is checked for, and reported in the summary. */
const SUMMARY_TABLES = ['products', 'media', 'blogs', 'reviews', 'users'] as const;

function stamp(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
}

function describeSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Where a backup goes: the given file, a new file in the given folder, or DATA_DIR/backups. */
export function backupTarget(given: string | undefined, dataDir: string, name: string): string {
  if (!given) return path.join(dataDir, 'backups', name);
  const resolved = path.resolve(given);
  if (fs.existsSync(resolved) && fs.statSync(resolved).isDirectory())
    return path.join(resolved, name);
  if (given.endsWith('/') || given.endsWith(path.sep)) return path.join(resolved, name);
  return resolved;
}

/** Opens a SQLite file read-only and checks it is a whole, readable shop database. */
export function checkShopFile(file: string): Record<string, number> {
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (err) {
    throw new CliError(`${file} cannot be opened as a database: ${(err as Error).message}`);
  }
  try {
    const check = db.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new CliError(`${file} is damaged: ${String(check)}`);
    const counts: Record<string, number> = {};
    for (const table of SUMMARY_TABLES) {
      const row = db.prepare(`select count(*) as n from ${table}`).get() as { n: number };
      counts[table] = row.n;
    }
    return counts;
  } catch (err) {
    if (err instanceof CliError) throw err;
    throw new CliError(`${file} is not a shop database: ${(err as Error).message}`);
  } finally {
    db.close();
  }
}

function summary(counts: Record<string, number>): string {
  return SUMMARY_TABLES.map((t) => `${counts[t]} ${t}`).join(', ');
}

/**
 * A consistent copy of a live SQLite database, taken while the server may be writing: a read
 * transaction fixes one moment, SQLite's online backup copies it, and (for --verify) the same
 * transaction summarizes it.
 */
export async function backupSqlite(
  source: string,
  target: string,
  summarize = false,
): Promise<{ counts: Record<string, number>; atCopy?: TableSummary }> {
  if (!fs.existsSync(source)) throw new CliError(`No database at ${source}. Nothing to back up.`);
  if (fs.existsSync(target)) throw new CliError(`${target} already exists; choose another name.`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  let atCopy: TableSummary | undefined;
  try {
    db.exec('begin');
    db.prepare('select count(*) from sqlite_master').get();
    await db.backup(target);
    if (summarize) atCopy = summarizeSqlite(db);
    db.exec('commit');
  } finally {
    db.close();
  }
  // The copy comes in WAL mode like its source; one self-contained file is easier to move.
  const copy = new SQLite(target);
  copy.pragma('journal_mode = DELETE');
  copy.close();
  return { counts: checkShopFile(target), atCopy };
}

/** Copies a backup into an empty data folder as its database, then checks the result opens. */
export function restoreSqlite(backup: string, dataDir: string, file: string) {
  if (!fs.existsSync(backup)) throw new CliError(`No backup file at ${backup}.`);
  // Backups kept in the data folder itself do not make it "in use".
  const inUse = fs.existsSync(dataDir) && fs.readdirSync(dataDir).some((e) => e !== 'backups');
  if (inUse) {
    throw new CliError(
      `Refusing to restore: ${dataDir} is not empty. Restore into an empty DATA_DIR (move the current one aside first).`,
    );
  }
  checkShopFile(backup);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const source = new SQLite(backup, { readonly: true, fileMustExist: true });
  try {
    source.prepare('VACUUM INTO ?').run(file);
  } finally {
    source.close();
  }
  return checkShopFile(file);
}

function hasCommand(command: string): boolean {
  return spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0;
}

/** The copy restored into a scratch SQLite file in a temporary folder, summarized, removed. */
function restoredSqliteSummary(copy: string): TableSummary {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-verify-'));
  try {
    const scratch = path.join(dir, 'shop.sqlite');
    restoreSqlite(copy, dir, scratch);
    const db = new SQLite(scratch, { readonly: true, fileMustExist: true });
    try {
      return summarizeSqlite(db);
    } finally {
      db.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function report(target: string, atCopy: TableSummary, restored: TableSummary, print: Print) {
  const found = differences(atCopy, restored);
  if (found.length === 0) {
    print(
      `Verified: restored into a scratch database, the copy holds what the shop held at the moment of the copy (${describeSummary(atCopy)}; each table's count and checksum match).`,
    );
    return;
  }
  for (const line of found) print(`  ${line}`);
  throw new CliError(
    `Verify failed: ${target} does not match the shop at the moment of the copy (${found.length} ${found.length === 1 ? 'table differs' : 'tables differ'}). Keep the previous copies and take a new one.`,
  );
}

type Print = (line: string) => void;

export type BackupDeps = {
  config: Config;
  now: () => Date;
  print: Print;
  /** Tests only: runs between writing the copy and verifying it (a copy tampered with). */
  beforeVerify?: (copy: string) => void | Promise<void>;
};

async function backup(rest: string[], deps: BackupDeps): Promise<void> {
  const { config, print } = deps;
  const database = config.database;
  const unknown = rest.find((a) => a.startsWith('--') && a !== '--verify');
  if (unknown) throw new CliError(`Unknown option "${unknown}".\n\n${BACKUP_USAGE}`);
  const verify = rest.includes('--verify');
  const given = rest.find((a) => !a.startsWith('--'));

  if (database.kind === 'postgres') {
    const target = backupTarget(given, config.dataDir, `shop-${stamp(deps.now())}.dump`);
    if (!hasCommand('pg_dump') || (verify && !hasCommand('pg_restore'))) {
      print('pg_dump is not installed on this machine. On a machine that has it, run:');
      print('  pg_dump --format=custom --no-owner --file=shop.dump "$DATABASE_URL"');
      throw new CliError('No backup was written.');
    }
    if (fs.existsSync(target)) throw new CliError(`${target} already exists; choose another name.`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const atCopy = await dumpPostgres(database.url, target, verify);
    print(`Backup written: ${target} (${describeSize(fs.statSync(target).size)})`);
    if (!atCopy) return;
    await deps.beforeVerify?.(target);
    report(target, atCopy, await restoredPostgresSummary(database.url, target), print);
    return;
  }
  const target = backupTarget(given, config.dataDir, `shop-${stamp(deps.now())}.sqlite`);
  const { counts, atCopy } = await backupSqlite(database.file, target, verify);
  print(`Backup written: ${target} (${describeSize(fs.statSync(target).size)})`);
  print(`It holds ${summary(counts)}.`);
  if (!atCopy) return;
  await deps.beforeVerify?.(target);
  report(target, atCopy, restoredSqliteSummary(target), print);
}

export async function runBackupCli(argv: string[], deps: BackupDeps): Promise<void> {
  const [command, ...rest] = argv;
  const { config, print } = deps;
  const database = config.database;

  if (command === 'backup') return backup(rest, deps);

  if (command === 'restore') {
    const backup = rest[0];
    if (!backup || backup.startsWith('--'))
      throw new CliError(`Missing <backup file>.\n\n${BACKUP_USAGE}`);
    if (database.kind === 'postgres') {
      print('With DATABASE_URL, restore into an empty PostgreSQL database with pg_restore:');
      print(`  pg_restore --no-owner --dbname="$DATABASE_URL" '${path.resolve(backup)}'`);
      throw new CliError('Nothing was restored.');
    }
    const counts = restoreSqlite(path.resolve(backup), config.dataDir, database.file);
    print(`Restored ${path.resolve(backup)} into ${database.file}.`);
    print(`The database opens and holds ${summary(counts)}. Start the shop with npm start.`);
    return;
  }

  if (command === undefined || command === 'help' || command === '--help') {
    print(BACKUP_USAGE);
    return;
  }
  throw new CliError(`Unknown command "${command}".\n\n${BACKUP_USAGE}`);
}
