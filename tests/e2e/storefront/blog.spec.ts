import { type Browser, type Page } from '@playwright/test';
import { expect, test, type UserSession } from '../fixtures';
import { apiCreatePost, newUser, openAs, reachInsideApp, readyPage } from '../support';

// The public blog, its list and its posts (docs/decisions/061-signed-in-comments.md,
// docs/decisions/011-blog-slugs-reactions.md, docs/decisions/071-text-not-html.md): posts are set
// up through the admin API, readers register through the API, everything else is what they see.

/** A second browser of the same size for another reader. */
async function openAsReader(
  browser: Browser,
  like: Page,
  reader: UserSession,
  path: string,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: new URL(like.url()).origin,
    viewport: like.viewportSize(),
  });
  const page = readyPage(await context.newPage());
  await openAs(page, reader.token, reader.user, path);
  return page;
}

const stamp = () => Date.now().toString(36);

test.describe('the blog list', () => {
  test('says when nothing has been posted yet', async ({ page }) => {
    // The server draws /blog with the posts it has, so the empty answer is met by moving to the
    // list inside the app, which asks the API.
    await page.route('**/api/blogs', (route) => route.fulfill({ json: [] }));
    await reachInsideApp(page, 'Blog');
    await expect(page.getByText('Coming soon... No blogs have been posted yet.')).toBeVisible();
  });

  test('shows each post with its cover, title, the first 120 characters, Read More and the date', async ({
    page,
    request,
  }) => {
    const content = `${'Steel bars come in many sizes. '.repeat(6)}\n\nSecond paragraph.`;
    const post = await apiCreatePost(request, `Rebar Sizes Explained ${stamp()}`, content);
    await page.goto('/blog');
    const card = page.getByRole('listitem').filter({ hasText: post.title });
    await expect(card.getByRole('heading', { name: post.title })).toBeVisible();
    await expect(card.locator('img')).toBeVisible();
    const expected = `${content.replace(/\s+/g, ' ').slice(0, 120).trimEnd()}...`;
    await expect(card.getByText(expected)).toBeVisible();
    await expect(card.locator('time')).toHaveText(/\d{1,2} \w{3} \d{4}/);
    const readMore = card.getByRole('link', { name: `Read More about ${post.title}` });
    // Only 'Read More' shows; the title is there for screen readers and search engines.
    expect(await readMore.evaluate((a) => a.checkVisibility() && a.firstChild?.textContent)).toBe(
      'Read More',
    );
    await readMore.click();
    await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  });
});

test.describe('a blog post', () => {
  test('says Blog not found. for an unknown address', async ({ page }) => {
    await page.goto('/blog/there-is-no-such-post');
    await expect(page.getByText('Blog not found.')).toBeVisible();
  });

  test('its pictures keep their place while they load, so the text never jumps', async ({
    page,
    request,
  }) => {
    const post = await apiCreatePost(
      request,
      `Tiling a Floor ${stamp()}`,
      'Level the screed.\n\nSoak the tiles.\n\nGrout the joints.',
      3,
    );
    // Pictures that never arrive: the space they take must be there without them.
    await page.route('**/media/**', (route) => route.abort());
    await page.goto(`/blog/${post.slug}`);
    const pictures = page.getByRole('img', { name: /^(Cover image|Image \d+) of / });
    await expect(pictures).toHaveCount(4); // the cover and the post's three pictures
    for (const box of await pictures.evaluateAll((all) =>
      all.map((img) => img.getBoundingClientRect()),
    ))
      expect(box.height).toBeGreaterThan(box.width / 2);
  });

  test('shows its text as text, never as HTML', async ({ page, request }) => {
    const post = await apiCreatePost(
      request,
      `<b>Bold</b> claims ${stamp()}`,
      'Look: <img src=x onerror="window.hacked=1"> <b>not bold</b>',
    );
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(
      page.getByText('Look: <img src=x onerror="window.hacked=1"> <b>not bold</b>'),
    ).toBeVisible();
    await expect(page.getByRole('article').locator('b')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  });

  test('a visitor sees the counts and a login link that brings them back to the post', async ({
    page,
    request,
  }) => {
    const post = await apiCreatePost(
      request,
      `Choosing Wall Tiles ${stamp()}`,
      'Para one.\n\nPara two.',
    );
    const reader = await newUser(request, 'Amina');
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('button', { name: 'Like 0', exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your comment' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Log in to comment' }).click();
    await expect(page).toHaveURL(`/login?next=%2Fblog%2F${post.slug}`);
    page.once('dialog', (d) => void d.accept());
    await page.getByLabel('Email').fill(reader.email);
    await page.getByLabel('Password', { exact: true }).fill(reader.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
    await expect(page.getByRole('textbox', { name: 'Your comment' })).toBeVisible();
  });

  test('a signed-in reader opens a post without a hydration error', async ({
    page,
    request,
    asUser,
  }) => {
    const post = await apiCreatePost(request, `Mixing Mortar ${stamp()}`, 'Para one.\n\nPara two.');
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    // The page was drawn for a visitor; the stored session is read after it is taken over.
    await asUser(`/blog/${post.slug}`, 'Baraka');
    await expect(page.getByRole('textbox', { name: 'Your comment' })).toBeVisible();
    await expect(page.locator('html[data-ready]')).toBeAttached();
    expect(errors.filter((e) => /hydrat|Minified React error|#418/i.test(e))).toEqual([]);
  });

  test('a reader comments, replies and reacts, and another reader sees it all', async ({
    page,
    request,
    browser,
    asUser,
  }) => {
    const post = await apiCreatePost(
      request,
      `Waterproofing a Flat Roof ${stamp()}`,
      'Clean the slab.\n\nPrime it.',
      2,
    );
    const amina = await asUser(`/blog/${post.slug}`, 'Amina');
    const baraka = await newUser(request, 'Baraka');

    const comment = page.getByRole('textbox', { name: 'Your comment' });
    await expect(page.getByRole('button', { name: 'Post Comment' })).toBeDisabled();
    await comment.fill('Which primer do you recommend?');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await expect(comment).toHaveValue('');
    const thread = page.getByRole('listitem', { name: `Comment by ${amina.name}` });
    await expect(thread.getByText('Which primer do you recommend?')).toBeVisible();

    const reply = thread.getByRole('textbox', { name: `Reply to ${amina.name}` });
    await expect(thread.getByRole('button', { name: 'Reply' })).toBeDisabled();
    await reply.fill('Answering myself: the bitumen one.');
    await thread.getByRole('button', { name: 'Reply' }).click();
    await expect(thread.getByRole('list', { name: `Replies to ${amina.name}` })).toContainText(
      'Answering myself: the bitumen one.',
    );

    const like = page.getByRole('button', { name: /^Like \d/ });
    await like.click();
    await expect(page.getByRole('button', { name: 'Like 1', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Heart 0', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Heart 1', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Heart 1', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Heart 0', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    // Another reader sees the comment, the reply and the counts, without Amina's highlights.
    const other = await openAsReader(browser, page, baraka, `/blog/${post.slug}`);
    await expect(other.getByText('Which primer do you recommend?')).toBeVisible();
    await expect(other.getByText('Answering myself: the bitumen one.')).toBeVisible();
    await expect(other.getByRole('button', { name: 'Like 1', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    // Both click Dislike at the same moment: two dislikes, each highlighted for its reader.
    await Promise.all([
      page.getByRole('button', { name: 'Dislike 0', exact: true }).click(),
      other.getByRole('button', { name: 'Dislike 0', exact: true }).click(),
    ]);
    for (const p of [page, other]) {
      await p.reload();
      await expect(p.getByRole('button', { name: 'Dislike 2', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(p.getByRole('button', { name: 'Like 1', exact: true })).toBeVisible();
    }
    await other.context().close();
  });

  test('the More Blogs carousel shows 3, 2 or 1 posts by width and moves on every 3 s unless paused', async ({
    page,
    request,
  }) => {
    const base = stamp();
    const posts = [];
    for (let i = 1; i <= 5; i += 1)
      posts.push(await apiCreatePost(request, `Carousel Post ${i} ${base}`, `Body ${i}.`, 0));
    await page.goto(`/blog/${posts[0]!.slug}`);
    const carousel = page.getByRole('region', { name: 'More Blogs' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('link', { name: `Carousel Post 2 ${base}` })).toBeVisible();
    // The current post is not offered again.
    await expect(carousel.getByRole('link', { name: `Carousel Post 1 ${base}` })).toHaveCount(0);

    const perView = async () => {
      const viewport = (await carousel.getByTestId('more-blogs-viewport').boundingBox())!;
      const slide = (await carousel.getByRole('listitem').first().boundingBox())!;
      return Math.round(viewport.width / slide.width);
    };
    const size = page.viewportSize()!;
    for (const [width, slides] of [
      [1280, 3],
      [1024, 3],
      [1023, 2],
      [600, 2],
      [599, 1],
      [375, 1],
    ] as const) {
      await page.setViewportSize({ width, height: size.height });
      await expect.poll(perView).toBe(slides);
    }
    await page.setViewportSize(size);

    const track = carousel.getByRole('list');
    const position = () =>
      track.evaluate((el) => Math.round(new DOMMatrix(getComputedStyle(el).transform).m41));
    const start = await position();
    await expect.poll(position, { timeout: 5000 }).not.toBe(start);

    // Paused while the pointer is over it.
    await carousel.hover();
    await expect(carousel).toHaveAttribute('data-autoplay', 'off');
    await page.waitForTimeout(1000); // let a scroll already under way settle
    const held = await position();
    await page.waitForTimeout(3500);
    expect(await position()).toBe(held);
  });

  test("a post's first script leaves the carousel's library out; it comes once the page runs", async ({
    page,
    request,
  }) => {
    const base = stamp();
    const first = await apiCreatePost(request, `Lean Post 1 ${base}`, 'Body 1.', 0);
    await apiCreatePost(request, `Lean Post 2 ${base}`, 'Body 2.', 0);
    const response = await page.goto(`/blog/${first.slug}`);
    // Nothing in the served page asks for it up front (script tags, preloads, the page starter).
    expect(await response!.text()).not.toContain('embla');
    const carousel = page.getByRole('region', { name: 'More Blogs' });
    await expect(carousel.getByRole('link', { name: `Lean Post 2 ${base}` })).toBeAttached();
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((r) => /\/assets\/embla-carousel[\w.-]*\.js$/.test(r.name)),
        ),
      )
      .toBe(true);
  });

  test('the carousel stands still under reduced motion', async ({ page, request }) => {
    const base = stamp();
    const first = await apiCreatePost(request, `Calm Post A ${base}`, 'Body.', 0);
    await apiCreatePost(request, `Calm Post B ${base}`, 'Body.', 0);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/blog/${first.slug}`);
    const carousel = page.getByRole('region', { name: 'More Blogs' });
    await expect(carousel).toHaveAttribute('data-autoplay', 'off');
  });
});
