import { ConfigError, loadConfig } from '../config.js';
import { connect } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { CliError, runAdminCli } from './admin-cli.js';

// `npm run admin -- <command>`: manage admin accounts without the web UI.
async function main(): Promise<number> {
  const config = loadConfig();
  const db = connect(config.database);
  try {
    await migrateToLatest(db);
    await runAdminCli(process.argv.slice(2), {
      db,
      now: () => new Date(),
      print: (line) => console.log(line),
    });
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof CliError || err instanceof ConfigError) console.error(err.message);
    else console.error(err instanceof Error ? `Failed: ${err.message}` : err);
    process.exit(1);
  },
);
