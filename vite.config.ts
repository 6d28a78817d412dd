import { createHash } from 'node:crypto';
import path from 'node:path';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * A CSS Module class's name in the page: its own name and a short hash of its file (relative to
 * the project) and name. Both builds (browser and server renderer) compute the same name, which
 * hydration needs, on any machine and from any working directory.
 */
function scopedName(local: string, file: string): string {
  const relative = path.relative(import.meta.dirname, file.split('?')[0]!).replace(/\\/g, '/');
  const hash = createHash('sha256').update(`${relative}\0${local}`).digest('base64url');
  return `${local}_${hash.slice(0, 5)}`;
}

// The SPA lives in src/web. `vite build` makes the browser bundle in dist/web (with a manifest,
// so the server can link each rendered page's script and styles); `vite build --ssr` makes the
// server's renderer (src/web/entry-server.tsx) in dist/ssr.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: isSsrBuild ? false : '../../public',
  plugins: [react()],
  // `#shared/*` imports (package.json "imports") read the TypeScript sources under the "source"
  // condition; Node without it gets the compiled files in dist/node.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  css: {
    // `.cart-panel__total` in a module is `styles.cartPanelTotal` in the component.
    modules: { localsConvention: 'camelCaseOnly', generateScopedName: scopedName },
  },
  build: {
    outDir: isSsrBuild ? '../../dist/ssr' : '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    manifest: !isSsrBuild,
    // React, the router, TanStack Query and the API client go into one "core" chunk: every page
    // needs all of them, and one file compresses better and asks fewer round trips of a slow link
    // than the six small ones the automatic splitting made (docs/decisions/082-core-chunk.md).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'core',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]|src[\\/]web[\\/]lib[\\/](api-client|query-keys)|src[\\/]shared[\\/]constants/,
                },
                // The small pieces most public pages share (each under 4 KB): as chunks of their
                // own they were 8-15 of a page's 12-20 files, each a request and a tag to add.
                {
                  name: 'common',
                  test: /src[\\/]web[\\/]components[\\/]ui[\\/](LoadError|FormError|MediaImage|PageLinks|Modal)\.tsx|src[\\/]web[\\/]lib[\\/](format|whatsapp-link)\.ts|src[\\/]shared[\\/](pricing|media|paging|catalogue-params|shop-format)\.ts|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|shared[\\/]|context|icons[\\/](x|image-off|thumbs-up|chevron-right|chevron-left|truck)\.mjs)/,
                },
              ],
            },
          },
        },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' },
  },
}));
