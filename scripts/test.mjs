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

// Steps in order; the steps of one group run side by side (tsc, ESLint, knip and Prettier each
// keep one core busy, so two at a time on a two-core machine take about half as long), each
// one's output printed whole when it ends.
const groups = [
  [
    ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']],
    ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ],
  [
    ['unused code', 'npx', ['knip']],
    ['format', 'npx', ['prettier', '--check', '.']],
  ],
  [
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
  ],
  [['api', process.execPath, ['scripts/test-api.mjs']]],
  // The browser's bundles and the server's JavaScript do not read each other.
  [
    ['build', 'npm', ['run', 'build:web']],
    ['build', 'npm', ['run', 'build:server']],
  ],
  [['e2e', null, []]],
];

/** One step's exit status; beside others, its output is kept and printed once it ends. */
function runStep([name, cmd, args], env, alone) {
  if (alone) return Promise.resolve(spawnSync(cmd, args, { stdio: 'inherit', env }).status);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    const out = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => out.push(chunk));
    child.on('close', (code) => {
      console.log(`\n##### ${name}: ${[cmd, ...args].join(' ')}`);
      process.stdout.write(Buffer.concat(out));
      resolve(code);
    });
  });
}

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
for (const group of groups) {
  const names = [...new Set(group.map(([name]) => name))];
  console.log(`\n##### ${names.join(' + ')}`);
  const env = { ...onThisNode(), TEST_REPORT_DIR: reportDir };
  const statuses =
    names[0] === 'e2e'
      ? [await runE2e({ ...env, PLAYWRIGHT_REPORTERS: 'list,json' })]
      : await Promise.all(group.map((step) => runStep(step, env, group.length === 1)));
  for (const [i, status] of statuses.entries())
    if (status !== 0 && !failedSteps.includes(group[i][0])) failedSteps.push(group[i][0]);
  if (names[0] === 'build' && statuses.every((status) => status === 0))
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
