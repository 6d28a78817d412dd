import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, setTransport } from '../../entry-server';
import { aSite as site } from '../../test/site';

// The take-over in turns (docs/decisions/182-take-over-in-turns.md): the browser takes the bar, the
// page and the footer over one task each, and it can only do so for a part the server drew as a
// Suspense boundary of its own (components/ui/Later; React marks one with <!--$--> and <!--/$-->).
// Their behaviour under Preact is Later.preact.test.ts's; this checks the page's frame uses them.

beforeAll(() => {
  setTransport(
    async () =>
      new Response(JSON.stringify({ message: 'Not found', code: 'NOT_FOUND' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
  );
});
afterAll(() => setTransport(fetch));

describe("the page's frame, as the server draws it", () => {
  it.each(['/contact', '/sw/contact'])(
    'draws the bar, the page and the footer of %s each as a part of its own',
    async (address) => {
      const { html } = await render(new URL(address, 'http://shop.internal'), site);
      // Each element opens right after a boundary's start and closes right before its end.
      expect(html).toMatch(/<!--\$--><header[^>]*>.*?<\/header><!--\/\$-->/s);
      // The page's own boundary sits inside the one that keeps a page on screen while the next loads.
      expect(html).toMatch(
        /<!--\$--><!--\$--><main id="main"[^>]*>.*<\/main><!--\/\$--><!--\/\$-->/s,
      );
      expect(html).toMatch(/<!--\$--><footer[^>]*>.*?<\/footer><!--\/\$-->/s);
    },
  );
});
