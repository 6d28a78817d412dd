import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A CSS Module's classes are plain strings to TypeScript: `styles.cartTotl` compiles and renders
// no class at all. This reads every module import under src/web and checks that each class a
// component names exists in its module, and that each module class is used somewhere.

const web = path.resolve(import.meta.dirname);

function files(dir: string, ending: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full, ending);
    return ending.test(entry.name) ? [full] : [];
  });
}

/** `.cart-panel__total` is `styles.cartPanelTotal` (Vite's camelCaseOnly). */
const camel = (name: string) => name.replace(/[-_]+(\w)/g, (_, c: string) => c.toUpperCase());

function classesOf(css: string): Set<string> {
  const names = new Set<string>();
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, selector] of text.matchAll(/([^{}]+)\{/g)) {
    if (selector!.trim().startsWith('@')) continue;
    const local = selector!.replace(/:global\([^)]*\)/g, '');
    for (const [, name] of local.matchAll(/\.([a-zA-Z_][\w-]*)/g)) names.add(camel(name!));
  }
  return names;
}

const sources = files(web, /\.tsx?$/).filter((f) => !/\.test\.tsx?$/.test(f));
const used = new Map<string, Set<string>>();
const missing: string[] = [];
for (const file of sources) {
  const code = fs.readFileSync(file, 'utf8');
  for (const [, alias, spec] of code.matchAll(/import (\w+) from '([^']+\.module\.css)'/g)) {
    const sheet = path.resolve(path.dirname(file), spec!);
    const classes = classesOf(fs.readFileSync(sheet, 'utf8'));
    const names = used.get(sheet) ?? new Set<string>();
    used.set(sheet, names);
    // Looked up by a computed key (a variant, a status): every class counts as used.
    if (new RegExp(`\\b${alias}\\[`).test(code)) classes.forEach((c) => names.add(c));
    for (const [, name] of code.matchAll(new RegExp(`\\b${alias}\\.(\\w+)`, 'g'))) {
      names.add(name!);
      if (!classes.has(name!)) missing.push(`${path.relative(web, file)}: ${alias}.${name}`);
    }
  }
}

describe('CSS Modules', () => {
  it('every class a component names is in its module', () => {
    expect(missing).toEqual([]);
  });

  it('every module is imported and each of its classes used', () => {
    const unused = files(web, /\.module\.css$/).flatMap((sheet) => {
      const names = used.get(sheet);
      if (!names) return [`${path.relative(web, sheet)}: not imported`];
      const classes = classesOf(fs.readFileSync(sheet, 'utf8'));
      return [...classes]
        .filter((c) => !names.has(c))
        .map((c) => `${path.relative(web, sheet)}: .${c}`);
    });
    expect(unused).toEqual([]);
  });
});
