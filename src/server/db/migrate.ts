import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Every date-prefixed file in migrations/, run in name order; works from source and from dist. */
class FolderMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await fs.readdir(migrationsDir))
      .filter((f) => /^\d{4}-\d{2}-\d{2}T\d{4}-[\w-]+\.(ts|js)$/.test(f) && !f.endsWith('.d.ts'))
      .sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const name = file.replace(/\.(ts|js)$/, '');
      migrations[name] = (await import(
        pathToFileURL(path.join(migrationsDir, file)).href
      )) as Migration;
    }
    return migrations;
  }
}

/** The migrator over the files in migrations/ (tests also step it back and forth). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was, not as typed now
export function folderMigrator(db: Kysely<any>): Migrator {
  return new Migrator({ db, provider: new FolderMigrationProvider() });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was, not as typed now
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const { error, results } = await folderMigrator(db).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
