import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest, type TestApp } from '../test/harness.js';
import { seedDemoBlogs } from './blogs.seed.js';

describe(`demo blog seed (${dialectUnderTest})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  });
  afterAll(async () => t.close());

  it('fills an empty blog with three illustrated posts with comments, once', async () => {
    await seedDemoBlogs(t.app);
    await seedDemoBlogs(t.app);
    const list = (await t.app.inject({ method: 'GET', url: '/api/blogs' })).json();
    expect(list).toHaveLength(3);
    for (const summary of list) {
      const blog = (
        await t.app.inject({ method: 'GET', url: `/api/blogs/${summary.slug}` })
      ).json();
      expect(blog.coverImage).toMatch(/^\/media\//);
      expect(blog.images.length).toBeGreaterThanOrEqual(2);
      expect(blog.comments.length).toBeGreaterThanOrEqual(1);
      expect(blog.comments[0].user.username).toEqual(expect.any(String));
      const cover = await t.app.inject({ method: 'GET', url: blog.coverImage });
      expect(cover.statusCode).toBe(200);
    }
    const cement = list.find(
      (b: { slug: string }) => b.slug === 'how-to-choose-the-right-cement-for-your-project',
    );
    const blog = (await t.app.inject({ method: 'GET', url: `/api/blogs/${cement.slug}` })).json();
    expect(blog.reactions).toEqual({ likes: 2, hearts: 1, dislikes: 0 });
    expect(blog.comments.find((c: { replies: unknown[] }) => c.replies.length > 0)).toBeDefined();
  });

  it('does nothing when demo data is off', async () => {
    const off = await createTestApp();
    try {
      await seedDemoBlogs(off.app);
      expect((await off.app.inject({ method: 'GET', url: '/api/blogs' })).json()).toEqual([]);
    } finally {
      await off.close();
    }
  });
});
