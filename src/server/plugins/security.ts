import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

// Security headers with a strict Content-Security-Policy that the built SPA runs under: scripts
// and styles from the shop's own origin only. The one inline style the shop allows is the toast
// library's stylesheet, which it injects at run time; it is allowed by its hash, and
// security.test.ts fails when an upgrade of the library changes it. Rendered pages carry the
// shop's own stylesheets inline, allowed by their hashes in that page's policy (pagePolicy).
// The contact page embeds a map
// from the maps service.
//
// The headers are the same for every answer (no per-request nonces), so helmet computes them
// once at start and each request only copies them; building the policy text per request was a
// visible share of the cost of small answers.

/** sha256 of the stylesheet that sonner (pinned in package.json) injects into <head>. */
export const TOAST_STYLE_HASH = "'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY='";
/**
 * The library adds its <style> to the page before filling it, and the browser checks the empty
 * element too: the hash of nothing, which allows no rule.
 */
const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/**
 * The headers' options; `inlineStyles` and `inlineScripts` are hashes of <style> and <script>
 * blocks a page carries itself.
 */
const options = (inlineStyles: string[] = [], inlineScripts: string[] = []): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScripts],
      styleSrc: ["'self'", TOAST_STYLE_HASH, EMPTY_STYLE_HASH, ...inlineStyles],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameSrc: ['https://www.google.com', 'https://maps.google.com'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  // The same as frame-ancestors 'none', for browsers that know only this header.
  xFrameOptions: { action: 'deny' },
  strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
});

/** The CSP value as the `'sha256-…'` source that allows exactly this <style> (or <script>) text. */
export const styleHash = (css: string) =>
  `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

/**
 * The policy of a rendered page, which carries the shop's stylesheets inline (so the first paint
 * waits for no other request) and the script that keeps what is done before take-over: the same
 * policy, plus exactly those sheets and scripts by their hashes.
 */
export function pagePolicy(inlineStyles: string[], inlineScripts: string[] = []): string {
  const policy = securityHeaders(
    options(inlineStyles.map(styleHash), inlineScripts.map(styleHash)),
  )['content-security-policy'];
  if (!policy) throw new Error('No content security policy');
  return policy;
}

export function securityHeaders(helmetOptions: HelmetOptions = options()): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(helmetOptions)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (err?: unknown) => {
      failure = err;
    },
  );
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/**
 * The headers that still mean something on a script, a stylesheet or a raster picture: a browser
 * applies a Content-Security-Policy, framing rules, the opener and agent-cluster policies, the
 * prefetch switch and the old IE and XSS switches to documents (and workers, which the shop has
 * none of), never to a subresource. Nosniff (a script or stylesheet is refused unless its type
 * says so), the resource policy (no other site may load it), the referrer policy (a stylesheet's
 * own requests follow its answer's) and HSTS apply to every answer and stay.
 */
const SUBRESOURCE_HEADERS = [
  'x-content-type-options',
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
];

const pick = (headers: Record<string, string>, names: string[]) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => names.includes(name)));

/**
 * The built scripts and stylesheets and the stored pictures (only WebP and JPEG: media.routes.ts):
 * addresses no browser shows as a document. An SVG can run script when opened, so the icon keeps
 * the whole set with every page and API answer.
 */
export const isSubresource = (url: string) =>
  url.startsWith('/media/') || /^\/assets\/[^?#]*\.(?:js|css)(?:[?#]|$)/.test(url);

/**
 * Answers that carry a person's data: everything behind a sign-in (the admin API included), and
 * the public calls that answer with what a shopper or visitor sent (orders, quotes, payments,
 * contact messages, accounts). No cache keeps them, not even the browser's back button.
 */
export function carriesPrivateData(url: string, policy: string | undefined): boolean {
  if (!url.startsWith('/api/')) return false;
  return (
    policy !== 'public' || /^\/api\/(orders|quotes|payments|contact|auth|email)(\/|$)/.test(url)
  );
}

export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    const overHttps = securityHeaders();
    // HSTS means something only over HTTPS, and a shop reached over plain HTTP must not promise
    // it: sent when the public address is https, or when this request came over TLS (directly,
    // or as a trusted proxy's X-Forwarded-Proto says; Fastify believes no one else's).
    const { 'strict-transport-security': _hsts, ...overHttp } = overHttps;
    // A page sends ten scripts and pictures for every document: ~800 bytes of document-only
    // headers on each were ~11 KB on a phone's slow link before the catalogue page could start.
    const subresourceHttps = pick(overHttps, SUBRESOURCE_HEADERS);
    const subresourceHttp = pick(overHttp, SUBRESOURCE_HEADERS);
    const alwaysHttps = app.config.publicUrl.startsWith('https:');
    app.addHook('onRequest', (request, reply, done) => {
      const https = alwaysHttps || request.protocol === 'https';
      if (isSubresource(request.url)) reply.headers(https ? subresourceHttps : subresourceHttp);
      else reply.headers(https ? overHttps : overHttp);
      done();
    });

    const noStore: onSendHookHandler = (_request, reply, payload, done) => {
      reply.header('cache-control', 'no-store');
      done(null, payload);
    };
    app.addHook('onRoute', (route) => {
      if (!carriesPrivateData(route.url, route.config?.policy)) return;
      route.onSend = [...(route.onSend ? [route.onSend].flat() : []), noStore];
    });
  },
  { name: 'security' },
);
