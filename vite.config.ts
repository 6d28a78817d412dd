import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
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
/**
 * The browser runs the app on Preact's React-compatible layer (docs/decisions/114-preact-in-the-
 * browser.md): the same components and libraries, 4 KB of runtime where React DOM is 55 KB, on
 * the script every page waits for. The server still renders with React, and the unit tests run
 * under it.
 */
const preact = (file: string) => path.resolve(import.meta.dirname, 'node_modules/preact', file);
const PREACT_IN_THE_BROWSER = [
  { find: /^react-dom\/client$/, replacement: preact('compat/client.mjs') },
  { find: /^react-dom$/, replacement: preact('compat/dist/compat.module.js') },
  {
    find: /^react\/jsx-(dev-)?runtime$/,
    replacement: preact('jsx-runtime/dist/jsxRuntime.module.js'),
  },
  { find: /^react$/, replacement: preact('compat/dist/compat.module.js') },
];

/** The modules of the "core" chunk (see build.rolldownOptions below). */
const CORE = [
  /node_modules[\\/](preact|react-router|@tanstack)[\\/]/,
  /src[\\/]web[\\/]lib[\\/](api-client|query-keys|format|whatsapp-link|use-on-demand)\.ts/,
  // The shell, not the admin area's route table (app/admin): a visitor never loads that.
  /src[\\/]web[\\/](app[\\/](?!admin[\\/])|lib[\\/]i18n[\\/])/,
  /src[\\/]web[\\/]components[\\/]ui[\\/](LoadError|FormError|Later|Field)\.tsx/,
  /src[\\/]web[\\/]lib[\\/]use-(taken-over|browser-value)\.ts/,
  /src[\\/]shared[\\/](constants|shop-format|languages)\.ts/,
  /lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|shared[\\/]|context|icons[\\/](thumbs-up|truck|x)\.mjs)/,
];

/**
 * Marks the core chunk for V8's explicit compile hints (Chrome 136+): its functions are compiled
 * on a background thread while it downloads instead of on the main thread when first called,
 * and nearly all of it runs while the page is taken over (docs/decisions/113-compile-hints.md).
 * Browsers without the hint read a comment.
 */
function compileHints(): Plugin {
  return {
    name: 'shop:compile-hints',
    apply: 'build',
    // On the written file: Vite puts its preload table on the chunk's first line after every
    // plugin's generateBundle, and the hint counts only as the file's first line.
    writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.name !== 'core') continue;
        const file = path.join(options.dir!, chunk.fileName);
        fs.writeFileSync(file, `//# allFunctionsCalledOnLoad\n${fs.readFileSync(file, 'utf8')}`);
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: isSsrBuild ? false : '../../public',
  plugins: [react(), ...(isSsrBuild ? [] : [compileHints()])],
  // `#shared/*` imports (package.json "imports") read the TypeScript sources under the "source"
  // condition; Node without it gets the compiled files in dist/node.
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    // React Router's package exports only its development build, whose warnings and checks are
    // switched on by a constant (remix-run/react-router#14102); its production build is the same
    // code with them off (docs/decisions/086-script-budget.md).
    alias: [
      ...(isSsrBuild ? [] : PREACT_IN_THE_BROWSER),
      {
        find: /^react-router$/,
        replacement: path.resolve(
          import.meta.dirname,
          'node_modules/react-router/dist/production/index.mjs',
        ),
      },
    ],
  },
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
    // What every public page needs goes into one "core" chunk: React, the router, TanStack Query,
    // the API client, the app's shell (src/web/app: layout, route table), the language's loader
    // (src/web/lib/i18n) and the small pieces every page shares. One file compresses better and
    // asks fewer round trips of a slow link than the many small ones the automatic splitting made
    // (docs/decisions/082-core-chunk.md); folding the shell and the shared pieces in saved 1.2 KB
    // brotli of the home page's script (decision 105).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'core',
                  test: (id: string) =>
                    CORE.some((pattern) => pattern.test(id)) &&
                    // Only the cart asks for several queries at once.
                    !/(useQueries|queriesObserver)\.js$/.test(id),
                },
                // What the catalogue, gallery and blog pages share beyond that (pictures, prices,
                // page links, the dialog): the home page does not need it.
                {
                  name: 'browse',
                  test: /src[\\/]web[\\/]components[\\/]ui[\\/](MediaImage|PageLinks|Modal)\.tsx|src[\\/]shared[\\/](pricing|media|paging|catalogue-params)\.ts|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](image-off|chevron-right|chevron-left)\.mjs/,
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
