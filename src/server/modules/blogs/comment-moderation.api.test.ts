import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  type TestApp,
} from '../../test/harness.js';
import { insertBlog, insertComment } from './blog.repository.js';

describe(`comment moderation and paging (${dialectUnderTest})`, () => {
  let t: TestApp;
  let admin: { authorization: string };
  let reader: { id: string; auth: { authorization: string } };
  let spamId: string;
  let keptId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createUserWithSession(t, 'admin')).auth;
    const r = await createUserWithSession(t, 'user', { username: 'wambui' });
    reader = { id: r.id, auth: r.auth };
    const post = await insertBlog(
      t.db,
      { title: 'Choosing roofing sheets', content: 'Mabati guide.' },
      t.clock.now(),
    );
    const other = await insertBlog(
      t.db,
      { title: 'Paint for the coast', content: 'Rangi guide.' },
      t.clock.now(),
    );
    // 25 comments on the roofing post, then a spam comment with two replies.
    for (let i = 1; i <= 25; i += 1) {
      t.clock.advance(1000);
      const id = await insertComment(
        t.db,
        { blogId: post.id, parentId: null, userId: reader.id, text: `Comment ${i}` },
        t.clock.now(),
      );
      if (i === 1) keptId = id;
    }
    t.clock.advance(1000);
    spamId = await insertComment(
      t.db,
      { blogId: post.id, parentId: null, userId: reader.id, text: 'Cheap loans click here' },
      t.clock.now(),
    );
    for (const text of ['Is this real?', 'Looks like spam']) {
      t.clock.advance(1000);
      await insertComment(
        t.db,
        { blogId: post.id, parentId: spamId, userId: reader.id, text },
        t.clock.now(),
      );
    }
    t.clock.advance(1000);
    await insertComment(
      t.db,
      { blogId: other.id, parentId: null, userId: reader.id, text: 'Which rangi for salt air?' },
      t.clock.now(),
    );
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('shows a post with its newest comments and the total, older ones page by page', async () => {
    const post = (await get('/api/blogs/choosing-roofing-sheets')).json();
    expect(post.commentsTotal).toBe(26);
    expect(post.comments).toHaveLength(20);
    expect(post.comments[0].text).toBe('Cheap loans click here');
    expect(post.comments[0].replies.map((r: { text: string }) => r.text)).toEqual([
      'Is this real?',
      'Looks like spam',
    ]);
    const second = (
      await get('/api/blogs/choosing-roofing-sheets/comments?page=2&pageSize=20')
    ).json();
    expect(second.total).toBe(26);
    expect(second.items.map((c: { text: string }) => c.text)).toEqual([
      'Comment 6',
      'Comment 5',
      'Comment 4',
      'Comment 3',
      'Comment 2',
      'Comment 1',
    ]);
    expect((await get('/api/blogs/no-such-post/comments')).statusCode).toBe(404);
    expect((await get('/api/blogs/choosing-roofing-sheets/comments?pageSize=0')).statusCode).toBe(
      400,
    );
  });

  it('lists every comment and reply of every post for admins, with search', async () => {
    expect((await get('/api/admin/comments')).statusCode).toBe(401);
    expect((await get('/api/admin/comments', reader.auth)).statusCode).toBe(403);
    const all = (await get('/api/admin/comments?pageSize=5', admin)).json();
    expect(all.total).toBe(29);
    expect(all.items[0]).toMatchObject({
      text: 'Which rangi for salt air?',
      parentId: null,
      replyCount: 0,
      user: { username: 'wambui' },
      blog: { slug: 'paint-for-the-coast', title: 'Paint for the coast' },
    });
    const spam = (await get('/api/admin/comments?q=LOANS', admin)).json();
    expect(spam.items).toHaveLength(1);
    expect(spam.items[0]).toMatchObject({ _id: spamId, replyCount: 2 });
    const byPost = (await get('/api/admin/comments?q=coast', admin)).json();
    expect(byPost.total).toBe(1);
  });

  it('refuses deletion to visitors and signed-in readers', async () => {
    const url = `/api/blogs/choosing-roofing-sheets/comments/${spamId}`;
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url, headers: reader.auth })).statusCode).toBe(
      403,
    );
  });

  it('deletes a spam comment with its replies', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/blogs/choosing-roofing-sheets/comments/${spamId}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true, replies: 2 });
    const post = (await get('/api/blogs/choosing-roofing-sheets')).json();
    expect(post.commentsTotal).toBe(25);
    expect(JSON.stringify(post.comments)).not.toMatch(/loans|spam|real\?/);
    const all = (await get('/api/admin/comments', admin)).json();
    expect(all.total).toBe(26);
  });

  it('deletes a single reply and keeps its comment', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/blogs/choosing-roofing-sheets/comments/${keptId}/replies`,
      headers: reader.auth,
      payload: { text: 'A reply to remove' },
    });
    expect(reply.statusCode).toBe(201);
    const listed = (await get('/api/admin/comments?q=reply%20to%20remove', admin)).json();
    const replyId = listed.items[0]._id;
    expect(listed.items[0].parentId).toBe(keptId);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/blogs/choosing-roofing-sheets/comments/${replyId}`,
      headers: admin,
    });
    expect(del.json()).toEqual({ deleted: true, replies: 0 });
    const page = (
      await get('/api/blogs/choosing-roofing-sheets/comments?page=2&pageSize=20')
    ).json();
    const kept = page.items.find((c: { _id: string }) => c._id === keptId);
    expect(kept).toMatchObject({ text: 'Comment 1', replies: [] });
  });

  it('answers 404 for a comment of another post or one already gone', async () => {
    const other = (await get('/api/admin/comments?q=salt', admin)).json().items[0]._id;
    const wrongPost = await t.app.inject({
      method: 'DELETE',
      url: `/api/blogs/choosing-roofing-sheets/comments/${other}`,
      headers: admin,
    });
    expect(wrongPost.statusCode).toBe(404);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/blogs/choosing-roofing-sheets/comments/${spamId}`,
      headers: admin,
    });
    expect(gone.statusCode).toBe(404);
  });
});
