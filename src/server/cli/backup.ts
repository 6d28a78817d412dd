import { ConfigError, loadConfig } from '../config.js';
import { CliError } from './admin-cli.js';
import { runBackupCli } from './backup-cli.js';

// `npm run backup` / `npm run restore -- FILE`: the process entry of backup-cli.ts.
try {
  await runBackupCli(process.argv.slice(2), {
    config: loadConfig(),
    now: () => new Date(),
    print: (line) => console.log(line),
  });
  process.exit(0);
} catch (err) {
  if (err instanceof CliError || err instanceof ConfigError) console.error(err.message);
  else console.error(err instanceof Error ? `Failed: ${err.message}` : err);
  process.exit(1);
}
