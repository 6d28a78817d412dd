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
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' },
  },
}));
