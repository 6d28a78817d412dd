#!/usr/bin/env node
// `npm test`: typecheck, lint, unused code (knip), format check, unit tests, API tests (SQLite and PostgreSQL), build, and the
// end-to-end stories in Chromium. Every step runs even if an earlier one failed, and the run ends
// with one line counting the tests: "N passed, N failed, N skipped".
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { onThisNode } from './this-node.mjs';

// Outside test-results/, which Playwright empties when it starts.
const reportDir = path.resolve('.test-reports');
fs.rmSync(reportDir, { recursive: true, force: true });
fs.mkdirSync(reportDir, { recursive: true });

const steps = [
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['unused code', 'npx', ['knip']],
  ['format', 'npx', ['prettier', '--check', '.']],
  [
    'unit',
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'unit',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportDir}/unit.json`,
    ],
  ],
  ['api', process.execPath, ['scripts/test-api.mjs']],
  ['build', 'npm', ['run', 'build']],
  ['e2e', null, []],
];

// The end-to-end stories as two runs side by side, the phone width and the desktop width, each
// with its own server, port and data (one story at a time per server, as the stories expect):
// on two cores the browser, the server and the test runner of one run wait on the network much of
// the time, so the two together take little more than one. E2E_STREAMS=1 runs them as one.
const E2E_STREAMS = [
  { project: 'desktop', port: '4173' },
  { project: 'mobile', port: '4174' },
];

function runE2e(env) {
  if (process.env.E2E_STREAMS === '1') {
    return Promise.resolve(
      spawnSync('npx', ['playwright', 'test'], {
        stdio: 'inherit',
        env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reportDir, 'e2e.json') },
      }).status,
    );
  }
  const runs = E2E_STREAMS.map(
    ({ project, port }) =>
      new Promise((resolve) => {
        const child = spawn('npx', ['playwright', 'test', `--project=${project}`], {
          stdio: ['ignore', 'pipe', 'pipe'],
          env: {
            ...env,
            E2E_PORT: port,
            PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reportDir, `e2e-${project}.json`),
          },
        });
        for (const stream of [child.stdout, child.stderr]) {
          readline
            .createInterface({ input: stream })
            .on('line', (line) => console.log(`[${project}] ${line}`));
        }
        child.on('close', (code) => resolve(code));
      }),
  );
  return Promise.all(runs).then((codes) => (codes.every((c) => c === 0) ? 0 : 1));
}

const failedSteps = [];
for (const [name, cmd, args] of steps) {
  console.log(`\n##### ${name}`);
  const env = { ...onThisNode(), TEST_REPORT_DIR: reportDir };
  const status =
    name === 'e2e'
      ? await runE2e({ ...env, PLAYWRIGHT_REPORTERS: 'list,json' })
      : spawnSync(cmd, args, { stdio: 'inherit', env }).status;
  if (status !== 0) failedSteps.push(name);
  if (name === 'build' && status === 0)
    fs.writeFileSync('dist/.build-stamp', new Date().toISOString());
}

let passed = 0;
let failed = 0;
let skipped = 0;
const failedByStep = {};
for (const file of fs.readdirSync(reportDir)) {
  const report = JSON.parse(fs.readFileSync(path.join(reportDir, file), 'utf8'));
  const step = file.replace(/[-.].*$/, ''); // unit.json, api-sqlite.json, e2e-mobile.json
  let stepFailed;
  if (report.stats && 'expected' in report.stats) {
    passed += report.stats.expected + report.stats.flaky;
    stepFailed = report.stats.unexpected;
    skipped += report.stats.skipped;
  } else {
    passed += report.numPassedTests ?? 0;
    stepFailed = report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  failed += stepFailed;
  failedByStep[step] = (failedByStep[step] ?? 0) + stepFailed;
}
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
// A step that failed without a failed test to show for it (typecheck, lint, a crash, errors
// outside any test) still counts as one failure, so the closing line never reads "0 failed"
// for a failed run.
const stepFailures = failedSteps.filter((s) => !failedByStep[s]).length;
console.log(`\n${passed} passed, ${failed + stepFailures} failed, ${skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
