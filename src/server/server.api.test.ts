import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real entry point, as `npm start` runs it (from source here, through tsx).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-server-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function start(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'src/server/server.ts'],
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
        SEED_DEMO: 'false',
        ...env,
      },
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

describe('the server process', () => {
  it('stops at once with one clear line when a setting is bad', async () => {
    const run = start({ PORT: 'eighty' });
    expect(await run.exited).toBe(1);
    const lines = run.output().stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid settings: PORT /);
  });

  it('serves, then shuts down cleanly on SIGTERM', async () => {
    const port = 39000 + Math.floor(Math.random() * 1000);
    const run = start({ PORT: String(port) });
    let healthy = false;
    for (let i = 0; i < 100 && !healthy; i += 1) {
      await new Promise((r) => setTimeout(r, 150));
      healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
    }
    expect(healthy).toBe(true);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    // The log's lines are written in batches; none is lost when the process ends.
    expect(run.output().stdout).toMatch(/"msg":"GET \/api\/health 200 [\d.]+ms [0-9a-f-]{36}"/);
    expect(run.output().stdout).toContain('shutting down');
  });
});
