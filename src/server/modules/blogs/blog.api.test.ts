import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  jsonOf,
  type TestApp,
} from '../../test/harness.js';
import { pngImage, sendForm } from '../media/media.test-helpers.js';

type Auth = { authorization: string };
type Part = [name: string, value: string] | [name: string, file: Buffer, filename: string];

const png = (colour: string) => pngImage(40, 30, colour);

describe(`blogs API (${dialectUnderTest})`, () => {
  let t: TestApp;
  let admin: Auth;
  let reader: { auth: Auth; username: string; id: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createUserWithSession(t, 'admin')).auth;
    const r = await createUserWithSession(t, 'user', { username: 'wanjiru' });
    reader = { auth: r.auth, username: r.username, id: r.id };
  });
  afterAll(async () => t.close());

  const send = (
    method: 'POST' | 'PUT',
    url: string,
    parts: Part[],
    auth: Auth | Record<string, never> = admin,
  ) =>
    sendForm(
      t.app,
      method,
      url,
      parts.map(([name, value, filename]) =>
        typeof value === 'string'
          ? { name, value }
          : { name, file: { filename: filename!, data: value, contentType: 'image/png' } },
      ),
      auth,
    );

  async function createPost(
    title: string,
    content = 'First paragraph.\n\nSecond paragraph.',
    extra: Part[] = [],
  ) {
    const res = await send('POST', '/api/blogs', [
      ['title', title],
      ['content', content],
      ...extra,
    ]);
    return jsonOf<{
      slug: string;
      _id: string;
      title: string;
      coverImage: string | null;
      images: string[];
    }>(res, 201);
  }

  const get = (url: string, auth?: Auth) =>
    t.app.inject({ method: 'GET', url, headers: auth ?? {} });
  const postJson = (url: string, payload: object, auth?: Auth) =>
    t.app.inject({ method: 'POST', url, payload, headers: auth ?? {} });

  it('starts with no blogs', async () => {
    const res = await get('/api/blogs');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('creates a post with a cover and images, served from /media in upload order', async () => {
    const [cover, red, green, blue] = await Promise.all([
      png('#333'),
      png('#f00'),
      png('#0f0'),
      png('#00f'),
    ]);
    const post = await createPost('Choosing Cement for a Foundation', 'Intro.\n\nMiddle.\n\nEnd.', [
      ['coverImage', cover, 'cover.png'],
      ['images', red, 'red.png'],
      ['images', green, 'green.png'],
      ['images', blue, 'blue.png'],
    ]);
    expect(post).toMatchObject({
      slug: 'choosing-cement-for-a-foundation',
      title: 'Choosing Cement for a Foundation',
      content: 'Intro.\n\nMiddle.\n\nEnd.',
      reactions: { likes: 0, hearts: 0, dislikes: 0 },
      userReactions: { like: false, heart: false, dislike: false },
      comments: [],
    });
    expect(post.coverImage).toMatch(/^\/media\/[\w-]+\/full\.webp$/);
    expect(post.images).toHaveLength(3);

    // The stored images are ours, re-encoded, and come back in the order they were sent.
    const colours = [];
    for (const url of post.images) {
      const img = await t.app.inject({ method: 'GET', url });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/webp');
      const { data } = await sharp(img.rawPayload).raw().toBuffer({ resolveWithObject: true });
      colours.push([data[0]! > 128, data[1]! > 128, data[2]! > 128]);
    }
    expect(colours).toEqual([
      [true, false, false],
      [false, true, false],
      [false, false, true],
    ]);

    const list = (await get('/api/blogs')).json();
    expect(list).toEqual([
      expect.objectContaining({
        slug: post.slug,
        title: post.title,
        coverImage: post.coverImage,
        createdAt: expect.any(String),
      }),
    ]);
  });

  it('makes unique slugs from titles and keeps them when the title changes', async () => {
    const a = await createPost('Roofing: Iron Sheets & Gauges!');
    const b = await createPost('Roofing: Iron Sheets & Gauges!');
    expect(a.slug).toBe('roofing-iron-sheets-and-gauges');
    expect(b.slug).toBe('roofing-iron-sheets-and-gauges-2');

    const edited = await send('PUT', `/api/blogs/${a.slug}`, [
      ['title', 'A completely new title'],
      ['content', 'New words.'],
    ]);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      slug: a.slug,
      title: 'A completely new title',
      content: 'New words.',
    });
    expect((await get(`/api/blogs/${a.slug}`)).json().title).toBe('A completely new title');
  });

  it('gives each of several simultaneous posts with one title its own slug', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        send('POST', '/api/blogs', [
          ['title', 'Same Title'],
          ['content', 'Body'],
        ]),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    const slugs = answers.map((a) => a.json().slug as string).sort();
    expect(slugs).toEqual(['same-title', 'same-title-2', 'same-title-3', 'same-title-4']);
  });

  it('replaces the images only when new ones are uploaded', async () => {
    const post = await createPost('Paint Finishes', 'One.\n\nTwo.', [
      ['coverImage', await png('#123'), 'c.png'],
      ['images', await png('#f00'), 'a.png'],
      ['images', await png('#0f0'), 'b.png'],
    ]);
    const url = `/api/blogs/${post.slug}`;

    const textOnly = (
      await send('PUT', url, [
        ['title', 'Paint Finishes'],
        ['content', 'Changed.'],
      ])
    ).json();
    expect(textOnly.images).toEqual(post.images);
    expect(textOnly.coverImage).toBe(post.coverImage);

    const replaced = await send('PUT', url, [
      ['title', 'Paint Finishes'],
      ['content', 'Changed.'],
      ['images', await png('#00f'), 'only.png'],
    ]);
    expect(replaced.statusCode).toBe(200);
    const after = replaced.json();
    expect(after.images).toHaveLength(1);
    expect(after.images[0]).not.toBe(post.images[0]);
    expect(after.coverImage).toBe(post.coverImage);
    // The replaced images are gone.
    expect((await t.app.inject({ method: 'GET', url: post.images[0]! })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: after.images[0] })).statusCode).toBe(200);
  });

  it('answers 404 Blog not found for unknown slugs on every call', async () => {
    const user = reader.auth;
    const answers = await Promise.all([
      get('/api/blogs/no-such-post'),
      send('PUT', '/api/blogs/no-such-post', [
        ['title', 'x'],
        ['content', 'y'],
      ]),
      t.app.inject({ method: 'DELETE', url: '/api/blogs/no-such-post', headers: admin }),
      postJson('/api/blogs/no-such-post/comments', { text: 'Hello' }, user),
      postJson('/api/blogs/no-such-post/comments/abc/replies', { text: 'Hello' }, user),
      postJson('/api/blogs/no-such-post/reactions', { type: 'like' }, user),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'BLOG_NOT_FOUND', message: 'Blog not found' });
    }
  });

  it('refuses posts without a title or content, or with bad files, and changes nothing', async () => {
    const before = (await get('/api/blogs')).json().length;
    const noTitle = await send('POST', '/api/blogs', [
      ['title', '   '],
      ['content', 'Body'],
    ]);
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'Title is required.' });

    const noContent = await send('POST', '/api/blogs', [['title', 'Title']]);
    expect(noContent.statusCode).toBe(400);
    expect(noContent.json().message).toBe('Content is required.');

    const notImage = await send('POST', '/api/blogs', [
      ['title', 'Title'],
      ['content', 'Body'],
      ['images', Buffer.from('just some text, not a picture'), 'notes.png'],
    ]);
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().message).toContain('"notes.png" is not an image');

    const huge = await send('POST', '/api/blogs', [
      ['title', 'Title'],
      ['content', 'Body'],
      ['coverImage', Buffer.alloc(4 * 1024 * 1024 + 1, 1), 'huge.png'],
    ]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toContain('4MB');

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/blogs',
      payload: { title: 'Title', content: 'Body' },
      headers: admin,
    });
    expect(json.statusCode).toBe(415);

    expect((await get('/api/blogs')).json()).toHaveLength(before);
  });

  it('lets only admins write posts: 401 without a session, 403 for a user', async () => {
    const post = await createPost('Admins Only');
    const url = `/api/blogs/${post.slug}`;
    const parts: Part[] = [
      ['title', 'Hacked'],
      ['content', 'Hacked'],
    ];
    for (const [auth, status] of [
      [undefined, 401],
      [reader.auth, 403],
    ] as const) {
      expect((await send('POST', '/api/blogs', parts, auth ?? {})).statusCode).toBe(status);
      expect((await send('PUT', url, parts, auth ?? {})).statusCode).toBe(status);
      expect((await t.app.inject({ method: 'DELETE', url, headers: auth ?? {} })).statusCode).toBe(
        status,
      );
    }
    expect((await get(url)).json().title).toBe('Admins Only');
  });

  it('deletes a post with its comments, reactions and images', async () => {
    const post = await createPost('Short Lived', 'Body', [['images', await png('#abc'), 'x.png']]);
    const url = `/api/blogs/${post.slug}`;
    await postJson(`${url}/comments`, { text: 'Nice' }, reader.auth);
    await postJson(`${url}/reactions`, { type: 'heart' }, reader.auth);

    const res = await t.app.inject({ method: 'DELETE', url, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    expect((await get(url)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: post.images[0]! })).statusCode).toBe(404);
    const left = await t.db
      .selectFrom('blog_comments')
      .select('id')
      .where('blog_id', '=', post._id)
      .execute();
    expect(left).toEqual([]);
  });

  describe('comments and replies', () => {
    it('need a session', async () => {
      const post = await createPost('Comment Rules');
      const res = await postJson(`/api/blogs/${post.slug}/comments`, { text: 'Hello' });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
      const created = (
        await postJson(`/api/blogs/${post.slug}/comments`, { text: 'Hi' }, reader.auth)
      ).json();
      const reply = await postJson(
        `/api/blogs/${post.slug}/comments/${created.comments[0]._id}/replies`,
        { text: 'Yo' },
      );
      expect(reply.statusCode).toBe(401);
    });

    it('are saved with the author, newest comment first and replies in order', async () => {
      const post = await createPost('Timber Treatment');
      const url = `/api/blogs/${post.slug}`;
      const other = await createUserWithSession(t, 'user', { username: 'otieno' });

      const first = await postJson(
        `${url}/comments`,
        { text: '  Which preservative do you stock?  ' },
        reader.auth,
      );
      expect(first.statusCode).toBe(201);
      t.clock.advance(1000);
      await postJson(`${url}/comments`, { text: 'Great read' }, other.auth);
      const firstId = first.json().comments[0]._id;

      t.clock.advance(1000);
      const r1 = await postJson(
        `${url}/comments/${firstId}/replies`,
        { text: 'We stock two kinds.' },
        admin,
      );
      expect(r1.statusCode, r1.body).toBe(201);
      t.clock.advance(1000);
      await postJson(`${url}/comments/${firstId}/replies`, { text: 'Thanks!' }, reader.auth);

      const blog = (await get(url)).json();
      expect(blog.comments.map((c: { text: string }) => c.text)).toEqual([
        'Great read',
        'Which preservative do you stock?',
      ]);
      const thread = blog.comments[1];
      expect(thread.user).toEqual({ username: 'wanjiru' });
      expect(
        thread.replies.map((r: { text: string; user: { username: string } }) => [
          r.user.username,
          r.text,
        ]),
      ).toEqual([
        ['admin1', 'We stock two kinds.'],
        ['wanjiru', 'Thanks!'],
      ]);
    });

    it('show no author once the account is deleted', async () => {
      const post = await createPost('Anonymous Authors');
      const ghost = await createUserWithSession(t, 'user');
      await postJson(`/api/blogs/${post.slug}/comments`, { text: 'I will vanish' }, ghost.auth);
      await t.db.deleteFrom('users').where('id', '=', ghost.id).execute();
      const blog = (await get(`/api/blogs/${post.slug}`)).json();
      expect(blog.comments[0]).toMatchObject({ text: 'I will vanish', user: null });
    });

    it('refuse empty or overlong text, and replies to unknown comments', async () => {
      const post = await createPost('Validation of Comments');
      const url = `/api/blogs/${post.slug}/comments`;
      const empty = await postJson(url, { text: '   ' }, reader.auth);
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'Write a comment first.' });
      const long = await postJson(url, { text: 'x'.repeat(2001) }, reader.auth);
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe('A comment can be at most 2000 characters.');
      const missing = await postJson(url, {}, reader.auth);
      expect(missing.statusCode).toBe(400);

      const unknown = await postJson(`${url}/nope/replies`, { text: 'Hello' }, reader.auth);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ code: 'COMMENT_NOT_FOUND', message: 'Comment not found' });

      // A comment of another post is not a valid parent here.
      const elsewhere = await createPost('Another Post');
      const foreign = (
        await postJson(`/api/blogs/${elsewhere.slug}/comments`, { text: 'Hi' }, reader.auth)
      ).json();
      const cross = await postJson(
        `${url}/${foreign.comments[0]._id}/replies`,
        { text: 'Hello' },
        reader.auth,
      );
      expect(cross.statusCode).toBe(404);
    });

    it('are rate limited per person', async () => {
      const post = await createPost('Spam Target');
      const spammer = await createUserWithSession(t, 'user');
      const statuses = [];
      for (let i = 0; i < 11; i += 1) {
        statuses.push(
          (await postJson(`/api/blogs/${post.slug}/comments`, { text: `spam ${i}` }, spammer.auth))
            .statusCode,
        );
      }
      expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
      expect(statuses[10]).toBe(429);
      // Someone else is not blocked by the spammer.
      expect(
        (await postJson(`/api/blogs/${post.slug}/comments`, { text: 'Real comment' }, reader.auth))
          .statusCode,
      ).toBe(201);
    });
  });

  describe('reactions', () => {
    it('need a session and a known type', async () => {
      const post = await createPost('Reaction Rules');
      const url = `/api/blogs/${post.slug}/reactions`;
      expect((await postJson(url, { type: 'like' })).statusCode).toBe(401);
      const bad = await postJson(url, { type: 'love' }, reader.auth);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'Reaction type must be like, heart or dislike.',
      });
    });

    it('toggle per person and type, and each caller sees their own highlights', async () => {
      const post = await createPost('Toggle Reactions');
      const url = `/api/blogs/${post.slug}/reactions`;
      const other = await createUserWithSession(t, 'user');

      const liked = await postJson(url, { type: 'like' }, reader.auth);
      expect(liked.statusCode).toBe(200);
      expect(liked.json()).toEqual({
        reactions: { likes: 1, hearts: 0, dislikes: 0 },
        userReactions: { like: true, heart: false, dislike: false },
      });
      await postJson(url, { type: 'heart' }, reader.auth);
      const otherLike = (await postJson(url, { type: 'like' }, other.auth)).json();
      expect(otherLike).toEqual({
        reactions: { likes: 2, hearts: 1, dislikes: 0 },
        userReactions: { like: true, heart: false, dislike: false },
      });

      const unliked = (await postJson(url, { type: 'like' }, reader.auth)).json();
      expect(unliked).toEqual({
        reactions: { likes: 1, hearts: 1, dislikes: 0 },
        userReactions: { like: false, heart: true, dislike: false },
      });

      const asVisitor = (await get(`/api/blogs/${post.slug}`)).json();
      expect(asVisitor.reactions).toEqual({ likes: 1, hearts: 1, dislikes: 0 });
      expect(asVisitor.userReactions).toEqual({ like: false, heart: false, dislike: false });
      const asOther = (await get(`/api/blogs/${post.slug}`, other.auth)).json();
      expect(asOther.userReactions).toEqual({ like: true, heart: false, dislike: false });
    });

    it('stay exact when many people click at the same moment', async () => {
      const post = await createPost('Concurrent Reactions');
      const url = `/api/blogs/${post.slug}/reactions`;
      const people = await Promise.all(
        Array.from({ length: 25 }, () => createUserWithSession(t, 'user')),
      );

      const answers = await Promise.all(people.map((p) => postJson(url, { type: 'like' }, p.auth)));
      expect(answers.map((a) => a.statusCode)).toEqual(people.map(() => 200));
      expect((await get(`/api/blogs/${post.slug}`)).json().reactions.likes).toBe(25);

      // Everybody hearts and un-likes at once: 25 hearts, 0 likes.
      await Promise.all(
        people.flatMap((p) => [
          postJson(url, { type: 'heart' }, p.auth),
          postJson(url, { type: 'like' }, p.auth),
        ]),
      );
      expect((await get(`/api/blogs/${post.slug}`)).json().reactions).toEqual({
        likes: 0,
        hearts: 25,
        dislikes: 0,
      });
    });

    it('never count one person twice, however fast they click', async () => {
      const post = await createPost('Double Clicks');
      const url = `/api/blogs/${post.slug}/reactions`;
      const clicker = await createUserWithSession(t, 'user');
      for (const clicks of [2, 3, 8]) {
        await Promise.all(
          Array.from({ length: clicks }, () => postJson(url, { type: 'dislike' }, clicker.auth)),
        );
        const blog = (await get(`/api/blogs/${post.slug}`, clicker.auth)).json();
        expect([0, 1]).toContain(blog.reactions.dislikes);
        expect(blog.userReactions.dislike).toBe(blog.reactions.dislikes === 1);
        const rows = await t.db
          .selectFrom('blog_reactions')
          .selectAll()
          .where('blog_id', '=', post._id)
          .execute();
        expect(rows).toHaveLength(blog.reactions.dislikes);
      }
    });
  });
});
