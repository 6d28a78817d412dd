import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The SPA lives in src/web. `vite build` makes the browser bundle in dist/web (with a manifest,
// so the server can link each rendered page's script and styles); `vite build --ssr` makes the
// server's renderer (src/web/entry-server.tsx) in dist/ssr.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: isSsrBuild ? false : '../../public',
  plugins: [react()],
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
