import { describe, expect, it } from 'vitest';
import { scriptsAfterLoad } from './spa';

const PAGE = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="modulepreload" crossorigin href="/assets/HomePage-123.js" />
  </head><body><div id="root"><h1>Welcome</h1></div></body></html>`;

describe('the page scripts start after the page has painted', () => {
  it('names the entry and its preloads on the starter instead of fetching them at once', () => {
    const html = scriptsAfterLoad(PAGE, 'start()');
    expect(html).not.toMatch(/type="module"|rel="modulepreload"/);
    expect(html).toContain(
      '<script data-entry="/assets/index-abc.js"' +
        ' data-preload="/assets/react-def.js /assets/HomePage-123.js">start()</script>',
    );
    expect(html).toContain('<h1>Welcome</h1>');
  });

  it('leaves a page without exactly one module script as it is', () => {
    const bare = '<html><head></head><body></body></html>';
    expect(scriptsAfterLoad(bare, 'start()')).toBe(bare);
  });
});
