// The environment for a child started through npm or npx (or any `#!/usr/bin/env node` script):
// the directory of the Node running this script goes first on PATH, so the child runs on the same
// Node and not on whichever `node` the machine has first (docs/decisions/138-node-22-and-24.md).
// Children that are Node scripts themselves are started with process.execPath.
import path from 'node:path';

export function onThisNode(env = process.env) {
  return {
    ...env,
    PATH: [path.dirname(process.execPath), env.PATH].filter(Boolean).join(path.delimiter),
  };
}
