import fs from 'node:fs';
import path from 'node:path';

// Server modules may use each other (orders → stock), but never in a circle: a circle means
// neither can change or be understood alone (docs/decisions/109-server-layers.md, issue 41).
// For each import from one module into another, this rule asks whether the other reaches back
// (directly or through others) and reports the import if it does. The graph is read from the
// files on disk, once per lint run (again after a few seconds, for editors that keep running).
// Type-only imports count: they couple too. Tests and `*.test-helpers` files do not.
// The rule's one option, `allow`, lists circles left on purpose as 'a ↔ b' (none today).

const SEP = path.sep;
const MODULES = `${SEP}src${SEP}server${SEP}modules${SEP}`;
const importPattern = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const isTestFile = (name) => /\.test\.tsx?$/.test(name) || /\.test-helpers/.test(name);

/** The modules folder a file sits in, and the module it belongs to; null outside it. */
function moduleOf(file) {
  const at = file.lastIndexOf(MODULES);
  if (at < 0) return null;
  const root = file.slice(0, at + MODULES.length - 1);
  const name = file.slice(at + MODULES.length).split(SEP)[0];
  return name && name !== path.basename(file) ? { root, name } : null;
}

function sourcesOf(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(full);
    return /\.tsx?$/.test(entry.name) && !isTestFile(entry.name) ? [full] : [];
  });
}

/** module name → the modules it imports, read from the files under `root`. */
export function moduleGraph(root) {
  const graph = new Map();
  for (const file of sourcesOf(root)) {
    const from = path.relative(root, file).split(SEP)[0];
    if (from === path.basename(file)) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(importPattern)) {
      const target = path.relative(root, path.resolve(path.dirname(file), spec));
      const to = target.split(SEP)[0];
      if (!target.startsWith('..') && to !== from && !isTestFile(target)) graph.get(from).add(to);
    }
  }
  return graph;
}

/** The path of modules from `start` to `goal` (both included), or null when it does not reach. */
export function pathBetween(graph, start, goal) {
  const before = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const m = queue.shift();
    if (m === goal) {
      const found = [];
      for (let at = m; at !== null; at = before.get(at)) found.unshift(at);
      return found;
    }
    for (const next of graph.get(m) ?? []) {
      if (!before.has(next)) {
        before.set(next, m);
        queue.push(next);
      }
    }
  }
  return null;
}

const cache = new Map();
function cachedGraph(root) {
  const hit = cache.get(root);
  if (hit && Date.now() - hit.at < 5_000) return hit.graph;
  const graph = moduleGraph(root);
  cache.set(root, { graph, at: Date.now() });
  return graph;
}

const pair = (a, b) => [a, b].sort().join(' ↔ ');

export const moduleCircles = {
  meta: {
    type: 'problem',
    docs: { description: 'Server modules import each other in no circle' },
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      circle:
        "'{{spec}}' makes a circle between modules: {{path}}. Move what both need down a layer, announce an event (lib/events.ts), or put the work in a process above the modules (src/server/processes).",
    },
  },
  create(context) {
    const file = context.filename;
    const here = moduleOf(file);
    if (!here || isTestFile(path.basename(file))) return {};
    const allowed = new Set(context.options[0]?.allow ?? []);
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source.value);
      const there = moduleOf(target);
      if (!there || there.root !== here.root || there.name === here.name) return;
      if (isTestFile(path.basename(target))) return;
      if (allowed.has(pair(here.name, there.name))) return;
      const back = pathBetween(cachedGraph(here.root), there.name, here.name);
      if (!back) return;
      context.report({
        node: source,
        messageId: 'circle',
        data: { spec: source.value, path: [here.name, ...back].join(' → ') },
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
    };
  },
};
