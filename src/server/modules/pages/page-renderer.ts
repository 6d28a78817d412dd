import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { SiteInfo } from '#shared/api.js';
import { ERROR_TEXTS_MARK } from '#shared/constants.js';
import { escapeHtml, scriptJson } from '../../lib/html.js';

// Renders public pages on the server with the storefront's own components (dist/ssr, built from
// src/web/entry-server.tsx), so a phone paints the page from the first response and a crawler
// reads it without JavaScript. The data comes from the app's own routes through `inject` (no
// network hop, the same caches and rules as the API). The SPA plugin keeps finished pages; a page
// that fails to render falls back to the browser.

interface SsrModule {
  setTransport(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  isClientOnly(pathname: string): boolean;
  render(
    url: URL,
    site: SiteInfo,
    formAnswer?: FormAnswer,
  ): Promise<{
    html: string;
    state: unknown;
    modules: string[];
    preloads: Array<{ href: string; srcSet?: string; sizes?: string }>;
    /** Whether it shows a refused input in Swahili (the browser loads those texts first). */
    errorTexts: boolean;
  }>;
}

/** A form the server answered without the script, for the page it renders (decision 103). */
export interface FormAnswer {
  form: string;
  answer: unknown;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
}

export interface RenderedBody {
  /** Markup for inside #root. */
  root: string;
  /** Tags for the head: the page's styles and scripts, and the data it was rendered from. */
  head: string;
}

/** Styles and scripts of the rendered page's modules and the chunks they import. */
function assetTags(manifest: Record<string, ManifestChunk>, modules: string[]): string {
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (key: string, seen: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    // The entry (index.html) links its own script and styles; linking its sheet again after the
    // page's would let the base rules override the page's.
    if (!chunk || chunk.isEntry) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach((next) => visit(next, seen));
  };
  // index.html already links the entry's own imports: mark them seen so none is linked twice.
  const seen = new Set<string>();
  const linkedByEntry = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    manifest[key]?.imports?.forEach(linkedByEntry);
  };
  Object.entries(manifest).forEach(([key, chunk]) => chunk.isEntry && linkedByEntry(key));
  modules.forEach((m) => visit(m, seen));
  return [
    ...[...css].map((file) => `<link rel="stylesheet" href="/${file}" />`),
    ...[...js].map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
  ].join('\n    ');
}

/**
 * The page's main picture, asked for at once and at the size the page will pick (the same
 * srcset and sizes as its <img>), before the browser has laid anything out.
 */
function imagePreloadTags(images: Array<{ href: string; srcSet?: string; sizes?: string }>) {
  return images.map(
    (image) =>
      `<link rel="preload" as="image" href="${escapeHtml(image.href)}"` +
      (image.srcSet ? ` imagesrcset="${escapeHtml(image.srcSet)}"` : '') +
      (image.sizes ? ` imagesizes="${escapeHtml(image.sizes)}"` : '') +
      ' fetchpriority="high" />',
  );
}

/**
 * The renderer loads each page's data through the app's own API, in-process: it needs the app's
 * `inject` and its log, nothing else.
 */
export async function createPageRenderer(
  app: Pick<FastifyInstance, 'inject' | 'log'>,
  webRoot: string,
  site: SiteInfo,
) {
  const entry = path.resolve(webRoot, '../ssr/entry-server.js');
  const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
  if (!fs.existsSync(entry) || !fs.existsSync(manifestFile)) return null;
  const ssr = (await import(pathToFileURL(entry).href)) as SsrModule;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<
    string,
    ManifestChunk
  >;

  ssr.setTransport(async (url, init) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
    });
    const keep = new Headers();
    for (const name of ['content-type', 'retry-after']) {
      const value = res.headers[name];
      if (value !== undefined) keep.set(name, String(value));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.body, { status: res.statusCode, headers: keep });
  });

  return {
    isClientOnly: (pathname: string) => ssr.isClientOnly(pathname),
    async render(url: string, formAnswer?: FormAnswer): Promise<RenderedBody | null> {
      try {
        const page = await ssr.render(new URL(url, 'http://shop.internal'), site, formAnswer);
        const body = {
          root: page.html,
          head: [
            ...imagePreloadTags(page.preloads),
            ...(page.errorTexts ? [`<meta name="${ERROR_TEXTS_MARK}" />`] : []),
            assetTags(manifest, page.modules),
            `<script id="query-state" type="application/json">${scriptJson(page.state)}</script>`,
          ].join('\n    '),
        };
        return body;
      } catch (err) {
        app.log.error({ err, url }, 'server rendering failed; the page is drawn in the browser');
        return null;
      }
    },
  };
}
