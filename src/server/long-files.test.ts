import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// No server file over 300 lines unless it is named here with why (issue 41, decision 111): a file
// that does several jobs is read whole for any one of them, so a long one is split by meaning
// (config.ts into its M-Pesa and eTIMS groups, database.ts into each area's tables). Tests and
// test data (`*.test.ts`, `*.fixture.ts`) are not held to it. The list is kept current both ways:
// a new long file fails here, and so does an entry whose file is no longer long (or gone).

const SERVER = path.resolve(import.meta.dirname);
const LIMIT = 300;

/** Server files allowed over 300 lines, by path under src/server, each with why. */
const LONG_FILES: Record<string, string> = {
  'seed/catalogue.seed.ts': 'the demo catalogue as tables (products, variants, sell units): data',
  'modules/products/catalogue-index.ts':
    'one data structure (typed arrays per product, every sort order worked out once, decision 046) whose parts share private state',
  'modules/auth/auth.service.ts':
    'one account flow (throttling, registration, codes, reset) sharing messages, deps and mailing; split when a new flow arrives',
};

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|fixture)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const linesOf = (file: string) => fs.readFileSync(file, 'utf8').split('\n').length - 1;

/** Every server file over the limit, as "path (lines)", by path under src/server. */
function longFiles(): Map<string, number> {
  const long = new Map<string, number>();
  for (const file of sources(SERVER)) {
    const lines = linesOf(file);
    if (lines > LIMIT) long.set(path.relative(SERVER, file).split(path.sep).join('/'), lines);
  }
  return long;
}

describe('the server files', () => {
  const long = longFiles();

  it('are at most 300 lines, or named with why', () => {
    const unnamed = [...long].filter(([file]) => !(file in LONG_FILES));
    expect(
      unnamed.map(([file, lines]) => `${file} (${lines})`),
      'split these by meaning, or name them in LONG_FILES with why (and in decision 111)',
    ).toEqual([]);
  });

  it('named as long still are (the list stays current)', () => {
    const stale = Object.keys(LONG_FILES).filter((file) => !long.has(file));
    expect(stale, 'no longer over 300 lines (or gone): take them off LONG_FILES').toEqual([]);
    for (const [file, why] of Object.entries(LONG_FILES)) expect(why.trim(), file).not.toBe('');
  });

  it('are counted as wc -l counts them', () => {
    // The scan sees the long files (a broken walk would find none and pass everything).
    expect(long.get('seed/catalogue.seed.ts')).toBeGreaterThan(LIMIT);
    expect(linesOf(path.join(SERVER, 'config.ts'))).toBeLessThanOrEqual(LIMIT);
  });
});
