import path from 'node:path';

// The server's layers point one way (docs/decisions/109-server-layers.md): lib knows nothing of
// the app; db knows lib; plugins (cross-cutting Fastify plumbing) know db and lib; modules (the
// shop's capabilities) know plugins, db and lib, and each other; processes (work that spans
// modules: placing an order, money arriving, accepting a quote; DESIGN decision 66) know the
// modules and below, and no module knows them; seed and the command line are clients of these; app.ts, server.ts and startup.ts put it all together. Migrations are
// frozen: they import only each other. Code shared by the browser and the server (src/shared)
// imports neither side, and the browser never imports the server. The browser has layers too:
// lib ← components/ui ← features ← app (the shell) ← main.tsx and entry-server.tsx; how features
// use each other is eslint/feature-boundaries.js's business.

const SEP = path.sep;
const SRC = `${SEP}src${SEP}`;

/** The layer a file of src/ belongs to, or null for files outside the rule (tests, tools). */
export function layerOf(file) {
  const at = file.lastIndexOf(SRC);
  if (at < 0) return null;
  const parts = file.slice(at + SRC.length).split(SEP);
  if (parts[0] === 'shared') return 'shared';
  if (parts[0] === 'web') {
    const part = { lib: 'web-lib', components: 'web-ui', features: 'web-features', app: 'web-app' };
    return parts.length > 2 ? (part[parts[1]] ?? 'web') : 'web';
  }
  if (parts[0] !== 'server') return null;
  const [top, next] = parts.slice(1);
  if (parts.length === 2) {
    // The settings and their groups (config.ts, config-mpesa.ts, ...) and the shared types.
    if (/^(config(-[a-z]+)?|types)\.[jt]s$/.test(top)) return 'base';
    return 'app';
  }
  if (top === 'db' && next === 'migrations') return 'migrations';
  if (top === 'db') return 'db';
  if (['lib', 'plugins', 'modules', 'processes', 'seed', 'cli', 'test'].includes(top)) return top;
  return null;
}

/** What each layer may import (besides packages and itself). */
const ALLOWED = {
  shared: [],
  // The browser: lib ← components/ui ← features ← app ← the entries (main, entry-server).
  'web-lib': ['shared'],
  'web-ui': ['shared', 'web-lib'],
  'web-features': ['shared', 'web-lib', 'web-ui'],
  'web-app': ['shared', 'web-lib', 'web-ui', 'web-features'],
  web: ['shared', 'web-lib', 'web-ui', 'web-features', 'web-app'],
  lib: ['shared'],
  base: ['shared', 'lib', 'db'],
  db: ['shared', 'lib', 'base'],
  migrations: [],
  plugins: ['shared', 'lib', 'base', 'db'],
  modules: ['shared', 'lib', 'base', 'db', 'plugins'],
  processes: ['shared', 'lib', 'base', 'db', 'plugins', 'modules'],
  seed: ['shared', 'lib', 'base', 'db', 'plugins', 'modules', 'processes'],
  cli: ['shared', 'lib', 'base', 'db', 'plugins', 'modules', 'processes', 'seed', 'app'],
  app: ['shared', 'lib', 'base', 'db', 'migrations', 'plugins', 'modules', 'processes', 'seed'],
  test: null,
};

const isTest = (file) => /\.test\.tsx?$/.test(file) || file.includes(`${SEP}e2e${SEP}`);

export const layers = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Imports point down the layers: processes → modules → plugins → db → lib',
    },
    schema: [],
    messages: {
      against:
        "'{{spec}}' makes {{from}} depend on {{to}}, against the layers (docs/decisions/109-server-layers.md). Move the shared code down a layer, or pass it in from app.ts.",
    },
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (!from || isTest(file) || ALLOWED[from] === null) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string') return;
      let target;
      if (source.value.startsWith('.')) target = path.resolve(path.dirname(file), source.value);
      else if (source.value.startsWith('#shared/')) target = `${SRC}shared${SEP}x.ts`;
      else return;
      const to = layerOf(target);
      if (!to || to === from || ALLOWED[from].includes(to)) return;
      // The migrator loads the migrations: db/migrate.ts is the one db file that may.
      if (to === 'migrations' && from === 'db' && /migrate\.ts$/.test(file)) return;
      context.report({
        node: source,
        messageId: 'against',
        data: { spec: source.value, from, to },
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
