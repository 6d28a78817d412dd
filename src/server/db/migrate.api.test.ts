import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  jsonOf,
  type TestApp,
} from '../test/harness.js';
import { pngImage, sendForm } from '../modules/media/media.test-helpers.js';
import { folderMigrator } from './migrate.js';

// Migrations that move data are run down and up again over real rows, on both dialects.

describe(`migrations that move data (${dialectUnderTest})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('2026-11-24T0900: a post keeps its cover and gallery when the address columns go', async () => {
    const admin = (await createUserWithSession(t, 'admin')).auth;
    const file = async (name: string, colour: string) => ({
      name,
      file: { filename: `${colour}.png`, data: await pngImage(40, 30, colour) },
    });
    const created = await sendForm(
      t.app,
      'POST',
      '/api/blogs',
      [
        { name: 'title', value: 'Mixing concrete by hand' },
        { name: 'content', value: 'One.\n\nTwo.' },
        await file('coverImage', '#333333'),
        await file('images', '#ff0000'),
        await file('images', '#00ff00'),
      ],
      admin,
    );
    const post = jsonOf<{ slug: string; coverImage: string; images: string[] }>(created, 201);
    expect(post.images).toHaveLength(2);

    // Back to the day before: the columns return, filled from the media rows.
    const migrator = folderMigrator(t.db);
    const down = await migrator.migrateTo('2026-11-23T1300-scheduled-runs');
    expect(down.error).toBeUndefined();
    const old = await sql<{ cover_image: string | null; images: string }>`
      select cover_image, images from blogs where slug = ${post.slug}
    `.execute(t.db);
    expect(old.rows).toEqual([
      { cover_image: post.coverImage, images: JSON.stringify(post.images) },
    ]);

    // And forward again: the post answers exactly as before.
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    const again = await t.app.inject({ method: 'GET', url: `/api/blogs/${post.slug}` });
    expect(again.json()).toMatchObject({ coverImage: post.coverImage, images: post.images });
  });
});
