import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Besides CSS Modules (css-modules.test.ts), components write plain class names as strings:
// `className="page container"`, `` `card ${styles.x}` ``, `fieldClassName={wide ? 'a' : 'b'}`.
// Nothing checks those at build time, so a name no stylesheet defines styles nothing and only
// misleads the next reader. This reads every class attribute under src/web, takes the string
// literals in it, and checks each name is defined by global.css or a module's `:global(...)`.

const web = path.resolve(import.meta.dirname);

function files(dir: string, ending: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full, ending);
    return ending.test(entry.name) ? [full] : [];
  });
}

/** The global class names a stylesheet defines: all of a global one, `:global()` of a module. */
function globalClassesOf(css: string, isModule: boolean): Set<string> {
  const names = new Set<string>();
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, selector] of text.matchAll(/([^{}]+)\{/g)) {
    if (selector!.trim().startsWith('@')) continue;
    const parts = isModule
      ? [...selector!.matchAll(/:global\(([^)]*)\)/g)].map((m) => m[1]!)
      : [selector!];
    for (const part of parts)
      for (const [, name] of part.matchAll(/\.([a-zA-Z_][\w-]*)/g)) names.add(name!);
  }
  return names;
}

/** Where the string or template literal opening at `start` ends (the index of its quote). */
function literalEnd(code: string, start: number): number {
  const quote = code[start]!;
  for (let i = start + 1; i < code.length; i += 1) {
    if (code[i] === '\\') i += 1;
    else if (code[i] === quote) return i;
    else if (quote === '`' && code[i] === '$' && code[i + 1] === '{') i = closingBrace(code, i + 1);
  }
  return code.length;
}

/** Where the `{...}` opening at `start` closes, past the literals inside it. */
function closingBrace(code: string, start: number): number {
  let depth = 0;
  for (let i = start; i < code.length; i += 1) {
    const c = code[i]!;
    if (c === "'" || c === '"' || c === '`') i = literalEnd(code, i);
    else if (c === '{') depth += 1;
    else if (c === '}' && (depth -= 1) === 0) return i;
  }
  return code.length;
}

/**
 * The class text an expression writes: its string literals and the fixed parts of its template
 * literals (with the literals inside their `${}`), but not a literal given as an option's value
 * (`buttonClass({ variant: 'outline' })`), which is data, not a class.
 */
function literalsOf(expression: string): string[] {
  const texts: string[] = [];
  for (let i = 0; i < expression.length; i += 1) {
    const c = expression[i]!;
    if (c !== "'" && c !== '"' && c !== '`') continue;
    const end = literalEnd(expression, i);
    const isOption = /[{,]\s*[\w'"]+\s*:\s*$/.test(expression.slice(0, i));
    if (c !== '`') {
      if (!isOption) texts.push(expression.slice(i + 1, end));
    } else {
      let fixed = '';
      for (let j = i + 1; j < end; j += 1) {
        if (expression[j] === '$' && expression[j + 1] === '{') {
          const close = closingBrace(expression, j + 1);
          texts.push(fixed, ...literalsOf(expression.slice(j + 2, close)));
          fixed = '';
          j = close;
        } else fixed += expression[j];
      }
      texts.push(fixed);
    }
    i = end;
  }
  return texts;
}

/** Every plain class name a source file writes in a class attribute, with its line. */
function classNamesIn(code: string): { name: string; line: number }[] {
  const found: { name: string; line: number }[] = [];
  for (const match of code.matchAll(/\b\w*[cC]lassName=/g)) {
    const at = match.index + match[0].length;
    let texts: string[];
    if (code[at] === '"') texts = [code.slice(at + 1, code.indexOf('"', at + 1))];
    else if (code[at] === '{') texts = literalsOf(code.slice(at + 1, closingBrace(code, at)));
    else continue;
    const line = code.slice(0, at).split('\n').length;
    for (const text of texts)
      for (const name of text.split(/\s+/))
        if (/^-?[_a-zA-Z][\w-]*$/.test(name)) found.push({ name, line });
  }
  return found;
}

const defined = new Set<string>();
for (const sheet of files(web, /\.css$/)) {
  const css = fs.readFileSync(sheet, 'utf8');
  for (const name of globalClassesOf(css, sheet.endsWith('.module.css'))) defined.add(name);
}
const sources = files(web, /\.tsx?$/).filter((f) => !/\.test\.tsx?$/.test(f));

describe('global class names', () => {
  it('every plain class name a component writes is defined by some stylesheet', () => {
    const undefinedNames = sources.flatMap((file) =>
      classNamesIn(fs.readFileSync(file, 'utf8'))
        .filter(({ name }) => !defined.has(name))
        .map(({ name, line }) => `${path.relative(web, file)}:${line}: ${name}`),
    );
    expect(undefinedNames).toEqual([]);
  });

  it('finds names in quotes, template literals and conditions, but not in code', () => {
    const code = [
      '<p className="page cart-empty" />',
      '<div className={`card ${styles.x} ${open ? "is-open" : \'\'}`} />',
      "<Field fieldClassName={wide ? 'field-wide' : undefined} />",
      '<span className={styles.y} />',
      "<a className={buttonClass({ variant: 'outline', size: 'sm' })} />",
      "<i className={`${styles.bar}${i < step ? ` ${styles.done} is-done` : ''}`} />",
    ].join('\n');
    expect(classNamesIn(code)).toEqual([
      { name: 'page', line: 1 },
      { name: 'cart-empty', line: 1 },
      { name: 'card', line: 2 },
      { name: 'is-open', line: 2 },
      { name: 'field-wide', line: 3 },
      { name: 'is-done', line: 6 },
    ]);
  });

  it('reads the global classes of a global sheet and only the :global() ones of a module', () => {
    expect([...globalClassesOf('.a, .b:hover { x: 1 } @media (x) { .c { y: 2 } }', false)]).toEqual(
      ['a', 'b', 'c'],
    );
    expect([...globalClassesOf('.local :global(.field) .hint { x: 1 }', true)]).toEqual(['field']);
  });
});
