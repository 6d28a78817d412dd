import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SiteInfo } from '#shared/api.js';
import { addressIn, type Lang } from '#shared/languages.js';
import { escapeHtml } from '../../lib/html.js';
import { headTags } from '../seo/head-tags.js';
import { pageHeadFor } from '../seo/page-head.js';
import { PreparedCache, prepareText, sendPrepared } from '../../lib/prepared-response.js';
import { onCatalogueChanged } from '../../lib/catalogue-events.js';
import { createPageRenderer, type FormAnswer } from './page-renderer.js';
import { pagePolicy } from '../../plugins/security.js';

// Serves the built SPA: hashed assets cached for a year (immutable), index.html revalidated on
// every visit, and history fallback so /products or /blog/some-post load the app, each with its
// own head and a 404 status where nothing exists (modules/seo/page-head.ts). Unknown /api and
// /media paths answer a JSON 404 instead.

/**
 * The page for one address: the shop's identity as a JSON data block (not a script, so the CSP
 * allows it, and the first paint needs no extra request), then that page's own head (title,
 * description, canonical, preview tags, structured data) in place of the build's generic ones.
 */
export function renderIndex(html: string, site: SiteInfo, head = ''): string {
  const json = JSON.stringify(site).replace(/</g, '\\u003c');
  return html
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace(
      '<!--site-info-->',
      `<script id="site-info" type="application/json">${json}</script>\n    ${head}`,
    );
}

const STYLESHEET_LINK =
  /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w.-]+\.css)"\s*\/?>/g;

/**
 * Puts the shop's own stylesheets inside the page (they are a few KB): the first paint then waits
 * for no request but the page itself, which on a slow mobile link is a round trip or two sooner.
 * Each inlined sheet leaves a disabled <link> to it behind, which the browser does not fetch.
 * Returns the page and the policy that allows exactly those <style> blocks.
 */
export function stylesheetInliner(root: string, inlineScripts: string[] = []) {
  const sheets = new Map<string, string | null>();
  const policies = new Map<string, string>();
  const sheet = (href: string) => {
    if (!sheets.has(href)) {
      const file = path.join(root, href);
      const css = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
      // A sheet that could end the <style> element stays a link.
      sheets.set(href, css !== null && !/<\/style/i.test(css) ? css : null);
    }
    return sheets.get(href) ?? null;
  };
  return (html: string): { html: string; policy: string } => {
    const inlined: string[] = [];
    const page = html.replace(STYLESHEET_LINK, (tag, href: string) => {
      const css = sheet(href);
      if (css === null) return tag;
      inlined.push(href);
      // The disabled link is never fetched; it tells the build's loader, which adds a lazily
      // loaded page's stylesheets when it imports that page, that this one is already here
      // (otherwise the sheet would be fetched and the page's style worked out again at start).
      return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled />`;
    });
    const key = inlined.join(' ');
    let policy = policies.get(key);
    if (policy === undefined) {
      policy = pagePolicy(
        inlined.map((href) => sheet(href) ?? ''),
        inlineScripts,
      );
      policies.set(key, policy);
    }
    return { html: page, policy };
  };
}

/** What a page drawn only in the browser (the admin area) says where no script runs. */
const ADMIN_NEEDS_SCRIPT =
  '<noscript><p class="container page-status">The admin area needs JavaScript. Please turn it on in your browser&#39;s settings and reload this page.</p></noscript>';

const MODULE_SCRIPT = /<script type="module"[^>]*?\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>\s*/g;

/**
 * The page's scripts start once the page has painted its main picture (decision 104): the HTML
 * already shows the page and its links work, so on a slow link the picture it paints first comes
 * before the script that takes it over. The module script and its preloads are named on one small
 * script inside the page (`starter`, public/page-start.js, allowed by its hash) that adds them
 * then. A page without exactly one module script is left as it is.
 */
export function scriptsAfterLoad(html: string, starter: string): string {
  const entries: string[] = [];
  const preloads: string[] = [];
  const page = html
    .replace(MODULE_SCRIPT, (_tag, src: string) => {
      entries.push(src);
      return '';
    })
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  const [entry] = entries;
  if (entries.length !== 1 || entry === undefined) return html;
  const tag =
    `<script data-entry="${escapeHtml(entry)}"` +
    ` data-preload="${escapeHtml(preloads.join(' '))}">${starter}</script>`;
  return page.replace('</head>', () => `  ${tag}\n  </head>`);
}

/**
 * The script that keeps what a visitor types and presses before the page is taken over
 * (public/page-capture.js, docs/decisions/102), first thing in <head> so it runs before the body
 * is drawn. Inline, because an address to fetch would leave a window of its own.
 */
export function withEarlyCapture(html: string, capture: string | null): string {
  if (!capture) return html;
  return html.replace(
    /<meta charset="UTF-8" \/>/i,
    (tag) => `${tag}\n    <script>${capture}</script>`,
  );
}

/**
 * A script of public/ as the page carries it inline (its comments and indentation stay in the
 * source: every page carries it), or null when it is missing or could end the <script> element.
 */
export function readInlineScript(root: string, name: string): string | null {
  const file = path.join(root, name);
  if (!fs.existsSync(file)) return null;
  const text = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
    .join('\n');
  return /<\/script/i.test(text) ? null : text;
}

/** The language the visitor chose with the switch (the `lang` cookie), if any. */
export function chosenLang(cookie: string | undefined): Lang | null {
  const match = /(?:^|;\s*)lang=(en|sw)(?:;|$)/.exec(cookie ?? '');
  return match ? (match[1] as Lang) : null;
}

export const spaPlugin = fp(
  async (app: FastifyInstance, opts: { root: string; site: SiteInfo }) => {
    const indexFile = path.join(opts.root, 'index.html');
    const built = fs.existsSync(indexFile);
    const HEAD_SLOT = '<!--page-head-->';
    const template = built
      ? renderIndex(fs.readFileSync(indexFile, 'utf8'), opts.site, HEAD_SLOT)
      : '';
    const renderer = built ? await createPageRenderer(app, opts.root, opts.site) : null;
    const capture = readInlineScript(opts.root, 'page-capture.js');
    const starter = readInlineScript(opts.root, 'page-start.js');
    const inlineStyles = stylesheetInliner(
      opts.root,
      [capture, starter].filter((script) => script !== null),
    );
    const pageFor = async (url: string, pathname: string, formAnswer?: FormAnswer) => {
      const head = await pageHeadFor(app, pathname);
      const tags = headTags(head, app.config.publicUrl, opts.site.name);
      const clientOnly = renderer !== null && renderer.isClientOnly(pathname);
      const renders = renderer !== null && !clientOnly;
      const body = renders ? await renderer.render(url, formAnswer) : null;
      // The page's own styles go after the entry's stylesheet, as they do when the browser loads
      // the page's module itself, so the cascade is the same either way.
      const assembled = withEarlyCapture(template, renders && body ? capture : null)
        .replace(/<html(\s[^>]*)?>/, () => `<html lang="${head.lang === 'sw' ? 'sw' : 'en-KE'}">`)
        .replace(HEAD_SLOT, () => tags)
        .replace('</head>', () => (body ? `  ${body.head}\n  </head>` : '</head>'))
        .replace(
          '<div id="root"></div>',
          () => `<div id="root">${body?.root ?? (clientOnly ? ADMIN_NEEDS_SCRIPT : '')}</div>`,
        );
      const { html, policy } = inlineStyles(
        starter ? scriptsAfterLoad(assembled, starter) : assembled,
      );
      const rendered = !renders || body !== null;
      return { status: head.status, html, policy, rendered };
    };
    // Whole pages are kept per address as the bytes sent (compressed once per encoding, with an
    // ETag, so a repeat visit is a 304) until a write could have changed them: any successful
    // API write here, or a catalogue change on any app server.
    const pages = new PreparedCache(500, (page) => {
      const { html, status, policy } = page as { html: string; status: number; policy: string };
      return prepareText(html, {
        status,
        contentType: 'text/html; charset=utf-8',
        headers: { 'content-security-policy': policy },
      });
    });
    onCatalogueChanged(app, () => pages.clear());
    // A page answering a form sent without the script (decision 103): rendered for this answer
    // alone, never kept.
    app.decorate('renderPage', async (url: string, formAnswer: FormAnswer) => {
      if (!built || renderer === null) return null;
      const page = await pageFor(url, url.split('?')[0] ?? '/', formAnswer);
      return page.rendered ? { html: page.html, policy: page.policy } : null;
    });
    app.addHook('onResponse', (request, reply, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400)
        pages.clear();
      done();
    });
    if (built) {
      await app.register(fastifyStatic, {
        root: opts.root,
        wildcard: false,
        index: false,
        // Hashed assets come with brotli and gzip copies made at build time
        // (scripts/precompress.mjs); the others are compressed on the fly.
        preCompressed: true,
        cacheControl: false,
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !url.startsWith('/api') &&
        !url.startsWith('/media') &&
        !path.extname(url);
      if (built && wantsPage) {
        // A visitor who chose Kiswahili comes back to it at the home page; nothing else (a shared
        // link, a crawler, the browser's languages) moves anyone to another language.
        if (url === '/') {
          void reply.header('vary', 'Cookie');
          if (chosenLang(request.headers.cookie) === 'sw') {
            return reply
              .header('cache-control', 'no-cache')
              .redirect(addressIn('sw', url, request.url.slice(url.length)), 302);
          }
        }
        let failed = false;
        const page = await pages.get(request.url, async () => {
          const built = await pageFor(request.url, url);
          failed = !built.rendered;
          return built;
        });
        // A page whose render failed is sent as the bare shell but not kept: the next visit tries again.
        if (failed) pages.delete(request.url);
        // A shared statement (decision 57) is never kept: it must stop opening when its link expires.
        else if (/^\/(sw\/)?statement\//.test(url)) pages.delete(request.url);
        return sendPrepared(request, reply, page, 'no-cache');
      }
      // The address is echoed only in part: a long one would make the answer as large as the request.
      const shown = url.length > 80 ? `${url.slice(0, 80)}...` : url;
      return reply
        .status(404)
        .send({ message: `Nothing here: ${request.method} ${shown}`, code: 'NOT_FOUND' });
    });
  },
  { name: 'spa' },
);
