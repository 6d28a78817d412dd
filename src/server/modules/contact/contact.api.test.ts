import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT } from '#shared/constants.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  type TestApp,
} from '../../test/harness.js';

describe(`contact API (${dialectUnderTest})`, () => {
  let t: TestApp;
  let adminAuth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    adminAuth = (await createUserWithSession(t, 'admin')).auth;
  });
  afterAll(async () => t.close());

  const send = (payload: unknown, ip = '10.1.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: payload as object,
      remoteAddress: ip,
    });
  const list = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/contact', headers: adminAuth })).json();

  it('saves a message with trimmed fields and shows admins the newest first', async () => {
    const first = await send({
      name: '  Achieng Odhiambo ',
      email: ' achieng@example.co.ke ',
      message: '  Do you deliver to Kitengela?  ',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      name: 'Achieng Odhiambo',
      email: 'achieng@example.co.ke',
      message: 'Do you deliver to Kitengela?',
    });

    t.clock.advance(1000);
    const second = await send({
      name: 'Kiprop',
      email: 'kiprop@example.com',
      message: 'Price of 20 bags of cement & sand?',
    });
    expect(second.statusCode).toBe(201);

    const messages = await list();
    expect(messages.map((m: { name: string }) => m.name)).toEqual(['Kiprop', 'Achieng Odhiambo']);
    expect(messages[0]).toHaveProperty('_id');
    expect(messages[0].message).toBe('Price of 20 bags of cement & sand?');
    expect(Date.parse(messages[0].createdAt)).toBeGreaterThan(Date.parse(messages[1].createdAt));
  });

  let invalidCase = 0;
  it.each([
    [{ name: '   ', email: 'a@b.co', message: 'Hello there' }, 'Please enter your full name.'],
    [{ email: 'a@b.co', message: 'Hello there' }, 'Please enter your full name.'],
    [{ name: 'Amina', email: '', message: 'Hello there' }, 'Please enter your email address.'],
    [
      { name: 'Amina', email: 'not-an-email', message: 'Hello there' },
      'Please enter a valid email address.',
    ],
    [{ name: 'Amina', email: 'a@b.co', message: ' \n ' }, 'Please enter a message.'],
    [{ name: 'Amina', email: 'a@b.co', message: 42 }, 'Please enter a message.'],
    [
      { name: 'x'.repeat(CONTACT.nameMax + 1), email: 'a@b.co', message: 'Hello' },
      `Name must be at most ${CONTACT.nameMax} characters.`,
    ],
    [
      { name: 'Amina', email: 'a@b.co', message: 'x'.repeat(CONTACT.messageMax + 1) },
      `Message must be at most ${CONTACT.messageMax} characters.`,
    ],
  ])('refuses %j with a clear message', async (payload, message) => {
    // A fresh address per case, so the rate limit does not get in the way.
    const res = await send(payload, `10.2.0.${(invalidCase += 1)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION_ERROR', message });
  });

  it('refuses a body that is not JSON, or not an object, with 400', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Amina",',
      remoteAddress: '10.1.0.3',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_JSON' });

    const notObject = await send([1, 2, 3], '10.1.0.3');
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json().code).toBe('VALIDATION_ERROR');
  });

  it('limits how many messages one address can send', async () => {
    const ip = '10.1.0.9';
    const statuses: number[] = [];
    for (let i = 0; i <= CONTACT.rateLimitMax; i += 1) {
      statuses.push(
        (await send({ name: 'Spammer', email: 'spam@example.com', message: `message ${i}` }, ip))
          .statusCode,
      );
    }
    expect(statuses).toEqual([...Array<number>(CONTACT.rateLimitMax).fill(201), 429]);
    const limited = await send(
      { name: 'Spammer', email: 'spam@example.com', message: 'again' },
      ip,
    );
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect(
      (await send({ name: 'Neighbour', email: 'n@example.com', message: 'Hi' }, '10.1.0.10'))
        .statusCode,
    ).toBe(201);
  });

  it('lets only admins read messages', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/contact' })).statusCode).toBe(401);
    const user = await createUserWithSession(t, 'user');
    const asUser = await t.app.inject({ method: 'GET', url: '/api/contact', headers: user.auth });
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('lets only admins delete a message, once', async () => {
    const created = (
      await send({ name: 'Mutua', email: 'mutua@example.com', message: 'Call me back' }, '10.1.0.4')
    ).json();
    const url = `/api/contact/${created._id}`;

    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    const user = await createUserWithSession(t, 'user');
    expect((await t.app.inject({ method: 'DELETE', url, headers: user.auth })).statusCode).toBe(
      403,
    );

    const deleted = await t.app.inject({ method: 'DELETE', url, headers: adminAuth });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true });
    const again = await t.app.inject({ method: 'DELETE', url, headers: adminAuth });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Message not found.' });

    expect((await list()).find((m: { _id: string }) => m._id === created._id)).toBeUndefined();
  });
});
