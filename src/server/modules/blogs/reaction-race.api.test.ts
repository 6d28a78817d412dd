import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  jsonOf,
  type TestApp,
} from '../../test/harness.js';
import { sendForm } from '../media/media.test-helpers.js';

// A double click sends two toggles at once. Each must flip the reaction, so after a pair the
// reaction is back where it was; on PostgreSQL an unlocked insert-or-delete lost one of the two.

describe(`simultaneous reaction toggles by one person (${dialectUnderTest})`, () => {
  let t: TestApp;
  let slug: string;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createUserWithSession(t, 'admin');
    const res = await sendForm(
      t.app,
      'POST',
      '/api/blogs',
      [
        { name: 'title', value: 'Double clicks' },
        { name: 'content', value: 'One paragraph.' },
      ],
      admin.auth,
    );
    slug = jsonOf(res, 201).slug;
  });
  afterAll(async () => t.close());

  it('never loses a flip over 25 double clicks', async () => {
    const { auth } = await createUserWithSession(t);
    const toggle = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/blogs/${slug}/reactions`,
        payload: { type: 'like' },
        headers: auth,
      });
    // Start with the reaction on: two toggles that both see the row would both delete it.
    expect((await toggle()).json().reactions.likes).toBe(1);
    const lost: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const [a, b] = await Promise.all([toggle(), toggle()]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const state = await t.app.inject({ method: 'GET', url: `/api/blogs/${slug}`, headers: auth });
      if (state.json().reactions.likes !== 1) {
        lost.push(i);
        // Put it back so each pair starts from the same state.
        await toggle();
      }
    }
    expect(lost).toEqual([]);
  });
});
