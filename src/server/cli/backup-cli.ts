import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Config } from '../config.js';
import { CliError } from './admin-cli.js';

// `npm run backup` and `npm run restore`: a consistent copy of the whole shop and its way back.
// Images live in the database, so the one file holds everything the shop shows. SQLite is copied
// with VACUUM INTO, a read transaction that sees one moment even while the server writes (a file
// copy of a live WAL database can be torn). PostgreSQL goes through pg_dump / pg_restore.

export const BACKUP_USAGE = `Usage:
  npm run backup [-- <folder or file>]
      Write a copy of the whole shop (products, images, blogs, accounts, orders, ...).
      Default: DATA_DIR/backups/shop-<date>-<time>.sqlite (PostgreSQL: .dump via pg_dump).
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

/** A consistent copy of a live SQLite database, taken while the server may be writing. */
export function backupSqlite(source: string, target: string): Record<string, number> {
  if (!fs.existsSync(source)) throw new CliError(`No database at ${source}. Nothing to back up.`);
  if (fs.existsSync(target)) throw new CliError(`${target} already exists; choose another name.`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 10000');
    db.prepare('VACUUM INTO ?').run(target);
  } finally {
    db.close();
  }
  return checkShopFile(target);
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

export function runBackupCli(
  argv: string[],
  deps: { config: Config; now: () => Date; print: (line: string) => void },
): void {
  const [command, ...rest] = argv;
  const { config, print } = deps;
  const database = config.database;

  if (command === 'backup') {
    const given = rest[0];
    if (database.kind === 'postgres') {
      const target = backupTarget(given, config.dataDir, `shop-${stamp(deps.now())}.dump`);
      const args = ['--format=custom', `--file=${target}`, '--no-owner', database.url];
      if (!hasCommand('pg_dump')) {
        print('pg_dump is not installed on this machine. On a machine that has it, run:');
        print('  pg_dump --format=custom --no-owner --file=shop.dump "$DATABASE_URL"');
        throw new CliError('No backup was written.');
      }
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const result = spawnSync('pg_dump', args, { stdio: ['ignore', 'inherit', 'inherit'] });
      if (result.status !== 0) throw new CliError('pg_dump failed; no backup was written.');
      print(`Backup written: ${target} (${describeSize(fs.statSync(target).size)})`);
      return;
    }
    const target = backupTarget(given, config.dataDir, `shop-${stamp(deps.now())}.sqlite`);
    const counts = backupSqlite(database.file, target);
    print(`Backup written: ${target} (${describeSize(fs.statSync(target).size)})`);
    print(`It holds ${summary(counts)}.`);
    return;
  }

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
