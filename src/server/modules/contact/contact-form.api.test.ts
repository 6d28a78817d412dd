import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest, type TestApp } from '../../test/harness.js';

// The contact form sent without the script, as a plain form post to /contact
// (docs/decisions/103-forms-without-script.md). The page it answers with is checked by the
// end-to-end stories with JavaScript off; here: what is saved, refused and from where.

describe(`contact form without the script (${dialectUnderTest})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example.co.ke' } });
  });
  afterAll(async () => t.close());

  const post = (body: string, headers: Record<string, string> = {}, ip = '10.2.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/contact',
      payload: body,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
      remoteAddress: ip,
    });
  const saved = () => t.db.selectFrom('contact_messages').selectAll().execute();

  it('saves a message posted from the contact page', async () => {
    const before = (await saved()).length;
    const res = await post(
      new URLSearchParams({
        name: ' Mutua ',
        email: 'mutua@example.co.ke',
        message: 'Do you cut timber to size?',
      }).toString(),
    );
    // No built app in this test: the answer goes back to the page.
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/contact');
    const rows = await saved();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ name: 'Mutua', message: 'Do you cut timber to size?' });
  });

  it('saves nothing that fails the rules', async () => {
    const before = (await saved()).length;
    const res = await post('name=&email=not-an-address&message=Hello', {}, '10.2.0.2');
    expect(res.statusCode).toBe(303);
    expect(await saved()).toHaveLength(before);
  });

  it('refuses a form posted from another site, and saves nothing', async () => {
    const before = (await saved()).length;
    const body = 'name=Spam&email=spam%40example.com&message=Buy+now';
    const attempts: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': '', origin: 'https://evil.example' },
    ];
    for (const headers of attempts) {
      const res = await post(body, headers, '10.2.0.3');
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    // An older browser without Sec-Fetch-Site: its Origin decides.
    const old = await t.app.inject({
      method: 'POST',
      url: '/contact',
      payload: body,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      remoteAddress: '10.2.0.4',
    });
    expect(old.statusCode).toBe(403);
    expect(await saved()).toHaveLength(before);
  });

  it('answers a body that is not a form with a 4xx message, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/contact',
      payload: '%%%',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      },
      remoteAddress: '10.2.0.5',
    });
    expect(res.statusCode).toBeLessThan(500);
    const huge = await post(`message=${'x'.repeat(40_000)}`, {}, '10.2.0.6');
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toHaveProperty('message');
  });
});
