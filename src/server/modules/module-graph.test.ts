import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Modules may use each other (orders → stock, dashboard → orders), but never in a circle: a
// circle means neither can change or be understood alone (docs/decisions/109-server-layers.md).
// Known circles are listed with why they stay; a new one fails here.

const MODULES = path.resolve(import.meta.dirname);

/** Circles left on purpose, as "a ↔ b", each with its reason. None: keep it so. */
const KNOWN: Record<string, string> = {
  // orders ↔ payments ended when placing an order and money arriving (payment settled -> order
  // Paid) moved to src/server/processes/ and payments announced their writes as events.
};

const importPattern = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function sourcesOf(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** module name → the modules it imports (type-only imports included: they couple too). */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourcesOf(MODULES)) {
    const from = path.relative(MODULES, file).split(path.sep)[0]!;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(importPattern)) {
      const target = path.relative(MODULES, path.resolve(path.dirname(file), spec!));
      const to = target.split(path.sep)[0]!;
      if (!target.startsWith('..') && to !== from && !/\.test-helpers/.test(target))
        graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** Every pair of modules that reach each other, directly or through others. */
function circles(graph: Map<string, Set<string>>): string[] {
  const reach = (start: string) => {
    const seen = new Set<string>();
    const next = [...(graph.get(start) ?? [])];
    while (next.length) {
      const m = next.pop()!;
      if (seen.has(m)) continue;
      seen.add(m);
      next.push(...(graph.get(m) ?? []));
    }
    return seen;
  };
  const names = [...graph.keys()].sort();
  const reached = new Map(names.map((n) => [n, reach(n)]));
  return names.flatMap((a, i) =>
    names
      .slice(i + 1)
      .flatMap((b) => (reached.get(a)!.has(b) && reached.get(b)!.has(a) ? [`${a} ↔ ${b}`] : [])),
  );
}

describe('the modules', () => {
  it('import each other in no circle but the known ones', () => {
    expect(circles(moduleGraph())).toEqual(Object.keys(KNOWN).sort());
  });

  it('finds a circle when two modules import each other', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(circles(graph)).toEqual(['a ↔ b', 'a ↔ c', 'b ↔ c']);
  });

  it('sees the modules and what they import', () => {
    const graph = moduleGraph();
    expect(graph.get('orders')).toContain('stock');
    expect(graph.get('dashboard')).toEqual(
      new Set(['contact', 'etims', 'orders', 'products', 'reviews', 'stock']),
    );
  });
});
