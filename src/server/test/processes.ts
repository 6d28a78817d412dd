import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseTarget } from '../db/connect.js';
import { connect } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { freshDatabase } from './harness.js';

// Real server processes (src/server/server.ts through tsx) on one fresh database and one DATA_DIR,
// for the stories that need a process to die (SIGKILL) or two servers to share the work.

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  port: number;
  /** Sends the signal and resolves with the exit code once the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface ServerProcesses {
  target: DatabaseTarget;
  dataDir: string;
  /** Starts a server (the shared settings, then `env`) and resolves once it answers. */
  start(env?: Record<string, string>, port?: number): Promise<ServerProcess>;
  /** Kills every server still running, drops the database and the DATA_DIR. */
  close(): Promise<void>;
}

/**
 * A port for a test server, below the range the system hands out for outgoing connections
 * (32768-60999 on Linux): a port in that range can already be the local end of one of the
 * suite's own connections (a PostgreSQL client, say), and the server fails with EADDRINUSE.
 */
export const freePort = () => 20000 + Math.floor(Math.random() * 10000);

export async function serverProcesses(
  settings: Record<string, string> = {},
): Promise<ServerProcesses> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-processes-'));
  const { target, drop } = await freshDatabase(dataDir, 'shop.sqlite');
  const db = connect(target);
  await migrateToLatest(db);
  await db.destroy();
  const secret = randomBytes(32).toString('hex');
  const running = new Set<ChildProcess>();

  async function start(env: Record<string, string> = {}, port = freePort()) {
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/server/server.ts'],
      {
        env: {
          ...process.env,
          PORT: String(port),
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          SEED_DEMO: 'false',
          DATABASE_URL: target.kind === 'postgres' ? target.url : '',
          APP_SECRET: secret,
          SMTP_URL: '',
          SHUTDOWN_DELAY_MS: '0',
          ...settings,
          ...env,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    running.add(child);
    let exitCode: number | null | undefined;
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => {
        exitCode = code;
        running.delete(child);
        resolve(code);
      }),
    );
    const base = `http://127.0.0.1:${port}`;
    const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
      child.kill(signal);
      return exited;
    };
    // Up to a minute: several servers compiling through tsx at once on a busy machine are slow.
    for (let i = 0; i < 600; i += 1) {
      if (exitCode !== undefined) throw new Error(`the server exited (${exitCode}) while starting`);
      const up = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return { child, base, port, stop };
      await new Promise((r) => setTimeout(r, 100));
    }
    await stop('SIGKILL');
    throw new Error('the server did not start');
  }

  return {
    target,
    dataDir,
    start,
    async close() {
      for (const child of running) child.kill('SIGKILL');
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
