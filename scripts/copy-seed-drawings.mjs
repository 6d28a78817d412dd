#!/usr/bin/env node
// Part of `npm run build:server`: tsc compiles only TypeScript, so the demo seed's SVG drawings are
// copied beside the compiled seed (dist/node/server/seed/drawings), where it reads them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const from = path.join(root, 'src/server/seed/drawings');
const to = path.join(root, 'dist/node/server/seed/drawings');
fs.rmSync(to, { recursive: true, force: true });
fs.cpSync(from, to, { recursive: true });
