import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { apiCreatePost, newUser, readyPage } from '../support';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function post(request: APIRequestContext, token: string, url: string, data: object) {
  const res = await request.post(url, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as {
    slug: string;
    comments: { _id: string; text: string }[];
  };
}

test.describe('moderation', () => {
  test('an admin removes a spam comment with its reply from the post, and another from the comments list', async ({
    page,
    request,
    admin,
    asAdmin,
  }) => {
    const { token } = admin;
    const { slug } = await apiCreatePost(
      request,
      `Mabati buying guide ${stamp()}`,
      'Gauge 30 is the usual choice.',
      0,
    );

    const spamText = `Cheap loans today ${stamp()}`;
    const laterSpam = `Win a phone now ${stamp()}`;
    await post(request, token, `/api/blogs/${slug}/comments`, { text: 'Good guide, thanks' });
    const withSpam = await post(request, token, `/api/blogs/${slug}/comments`, { text: spamText });
    const spamId = withSpam.comments.find((c) => c.text === spamText)!._id;
    await post(request, token, `/api/blogs/${slug}/comments/${spamId}/replies`, {
      text: 'Is this real?',
    });
    await post(request, token, `/api/blogs/${slug}/comments`, { text: laterSpam });

    await asAdmin(`/blog/${slug}`);
    await expect(page.getByRole('heading', { name: 'Comments (3)' })).toBeVisible();
    const spam = page.getByRole('listitem', { name: /^Comment by/ }).filter({ hasText: spamText });
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe(
        'Delete this comment and its 1 reply? The reply will be deleted too.',
      );
      void dialog.accept();
    });
    await spam.getByRole('button', { name: /^Delete comment by/ }).click();
    await expect(page.getByText('Comment deleted.')).toBeVisible();
    await expect(page.getByText(spamText)).toHaveCount(0);
    await expect(page.getByText('Is this real?')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Comments (2)' })).toBeVisible();

    await page.goto('/admin/comments');
    await expect(page.getByRole('heading', { name: 'Blog Comments' })).toBeVisible();
    await page.getByLabel('Search comments').fill(laterSpam);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/q=/);
    const entry = page.getByRole('listitem').filter({ hasText: laterSpam });
    await expect(entry).toHaveCount(1);
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Delete this comment?');
      void dialog.accept();
    });
    await entry.getByRole('button', { name: /^Delete comment by/ }).click();
    await expect(page.getByText(`No comments match "${laterSpam}".`)).toBeVisible();

    const visitor = readyPage(await page.context().browser()!.newPage());
    await visitor.goto(`http://${new URL(page.url()).host}/blog/${slug}`);
    await expect(visitor.getByText('Good guide, thanks')).toBeVisible();
    await expect(visitor.getByText(laterSpam)).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await visitor.close();
  });

  test('an admin finds an old review among many and deletes it', async ({
    page,
    request,
    asAdmin,
  }) => {
    const name = `Old Review ${stamp()}`;
    const res = await request.post('/api/reviews', {
      data: { name, message: 'Bought misumari here years ago', rating: 2 },
    });
    expect(res.status()).toBe(201);
    await asAdmin('/admin');
    await page
      .getByRole('link', { name: 'Reviews', exact: true })
      .filter({ visible: true })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Reviews', exact: true })).toBeVisible();
    await page.getByLabel('Search reviews').fill(name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const entry = page.getByRole('listitem').filter({ hasText: name });
    await expect(entry).toHaveCount(1);
    page.once('dialog', (dialog) => void dialog.accept());
    await entry.getByRole('button', { name: `Delete review by ${name}` }).click();
    await expect(page.getByText('Review deleted.')).toBeVisible();
    await expect(page.getByText(`No reviews match "${name}".`)).toBeVisible();
  });

  test('a visitor reads a long discussion twenty comments at a time', async ({ page, request }) => {
    const { slug } = await apiCreatePost(
      request,
      `Saruji prices this month ${stamp()}`,
      'Prices of cement by brand.',
      0,
    );
    // Comments are limited to ten a minute per person: three readers write them.
    const readers: string[] = [];
    for (const prefix of ['reader-a', 'reader-b', 'reader-c']) {
      readers.push((await newUser(request, prefix)).token);
    }
    for (let i = 1; i <= 23; i += 1) {
      await post(request, readers[i % 3]!, `/api/blogs/${slug}/comments`, {
        text: `Opinion number ${i}`,
      });
    }

    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { name: 'Comments (23)' })).toBeVisible();
    const comments = page.getByRole('listitem', { name: /^Comment by/ });
    await expect(comments).toHaveCount(20);
    await expect(comments.first()).toContainText('Opinion number 23');
    await expect(page.getByText('Opinion number 3', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Show older comments' }).click();
    await expect(comments).toHaveCount(23);
    await expect(comments.last()).toContainText('Opinion number 1');
    await expect(page.getByRole('button', { name: 'Show older comments' })).toHaveCount(0);
  });
});
