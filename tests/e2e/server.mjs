// Starts the built server for the end-to-end tests: a fresh data folder each run, no demo data,
// a known admin, and mail written to the outbox where tests read the codes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const port = process.env.E2E_PORT ?? '4173';
// Outside test-results/, which Playwright empties at the start of every run.
const dataDir = path.resolve(`.e2e-data/${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

// E2E_DIST lets several builds live side by side (e.g. dist-accounts), each tested on its own port.
const dist = process.env.E2E_DIST ?? 'dist';
const child = spawn(process.execPath, [`${dist}/node/server/server.js`], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: process.env.E2E_SEED_DEMO ?? 'false',
    ADMIN_EMAIL: 'admin@e2e.test',
    ADMIN_PASSWORD: 'Admin-Password-123!',
    LOG_LEVEL: 'warn',
    // The test browser is the proxy in front of the app: only its X-Forwarded-For is believed.
    TRUST_PROXY: '127.0.0.1',
    DATABASE_URL: '',
    SMTP_URL: '',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
