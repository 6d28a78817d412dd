import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectWrittenByCode } from '../../test/refusals.js';
import { newId } from '../../lib/ids.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  jsonOf,
  type TestApp,
} from '../../test/harness.js';
import { insertProduct } from '../../test/builders.js';
import { outboxMails } from '../../test/outbox.js';

describe(`quotes API (${dialectUnderTest})`, () => {
  let t: TestApp;
  let admin: { authorization: string };
  let user: { authorization: string };
  let ip = 0;
  const nextIp = () => {
    ip += 1;
    return `10.60.${Math.floor(ip / 250)}.${ip % 250}`;
  };
  const ids: Record<string, string> = {};

  async function addProduct(
    sku: string,
    name: string,
    fields: { price?: number | null; discount?: number | null; unit?: string; stock?: number } = {},
  ) {
    const id = await insertProduct(
      t.db,
      {
        sku,
        name,
        unit: fields.unit ?? 'piece',
        price: fields.price === undefined ? 1000 : fields.price,
        discount: fields.discount ?? null,
        stock: fields.stock ?? 500,
      },
      t.clock.now(),
    );
    ids[sku] = id;
    return id;
  }

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers,
      remoteAddress: nextIp(),
    });

  const request = (
    lines: { text: string; productId: string | null; quantity: number }[],
    key?: string,
  ) =>
    post(
      '/api/quotes',
      { customer: { name: 'Otieno Builders', phone: '0712 345 678' }, county: 'Machakos', lines },
      key ? { 'idempotency-key': key } : {},
    );

  const patch = (reference: string, body: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/quotes/${reference}`,
      payload: body as object,
      headers: admin,
    });
  const send = (reference: string) =>
    t.app.inject({ method: 'POST', url: `/api/admin/quotes/${reference}/send`, headers: admin });
  const accept = (reference: string) => post(`/api/quotes/${reference}/accept`, {});

  beforeAll(async () => {
    t = await createTestApp({
      env: { SHOP_EMAIL: 'quotes@shop.test', PUBLIC_URL: 'https://shop.example.co.ke' },
    });
    admin = (await createUserWithSession(t, 'admin', { username: 'Wanjiru' })).auth;
    user = (await createUserWithSession(t, 'user')).auth;
    await addProduct('CEM-BAM', 'Bamburi Power Plus Cement 42.5', {
      price: 800,
      discount: 5,
      unit: 'bag',
    });
    await addProduct('STL-Y12', 'Y12 Deformed Steel Bar 12m', { price: 1150, stock: 100 });
    await addProduct('STL-Y10', 'Y10 Deformed Steel Bar 12m', { price: 780 });
    await addProduct('ROF-G30', 'Mabati Box Profile Gauge 30', { price: 980 });
    await addProduct('ROF-G28', 'Mabati Box Profile Gauge 28', { price: 1250 });
    await addProduct('STL-BW', 'Binding Wire 25kg', { price: 4200, unit: 'roll' });
  });
  afterAll(async () => t.close());

  describe('matching a list', () => {
    it('matches each line with its quantity, price and alternatives, in the order written', async () => {
      const res = await post('/api/quotes/match', {
        text: '1. mifuko 50 saruji\nY12 x 30\nmabati gauge 30 - 20pcs\n3 rolls binding wire\nriver sand 2 lorries\nmabati 10',
      });
      const { lines } = jsonOf<{
        lines: {
          text: string;
          quantity: number;
          product: { _id: string; price: number; unit: string } | null;
          alternatives: { _id: string }[];
        }[];
      }>(res, 200);
      expect(lines.map((l) => [l.text, l.quantity, l.product?._id ?? null])).toEqual([
        ['1. mifuko 50 saruji', 50, ids['CEM-BAM']],
        ['Y12 x 30', 30, ids['STL-Y12']],
        ['mabati gauge 30 - 20pcs', 20, ids['ROF-G30']],
        ['3 rolls binding wire', 3, ids['STL-BW']],
        ['river sand 2 lorries', 2, null],
        ['mabati 10', 10, null],
      ]);
      // Today's final price: 800 less 5%.
      expect(lines[0]!.product).toMatchObject({
        price: 760,
        unit: 'bag',
        name: 'Bamburi Power Plus Cement 42.5',
      });
      // Two sheets would do: no product, both offered.
      expect(lines[5]!.alternatives.map((a) => a._id).sort()).toEqual(
        [ids['ROF-G30'], ids['ROF-G28']].sort(),
      );
    });

    it('tolerates typos', async () => {
      const res = await post('/api/quotes/match', { text: 'bindng wire 2\ncemet 5 bags' });
      const { lines } = jsonOf<{ lines: { product: { _id: string } | null }[] }>(res, 200);
      expect(lines.map((l) => l.product?._id)).toEqual([ids['STL-BW'], ids['CEM-BAM']]);
    });

    it('sees a product written since the last match', async () => {
      const before = jsonOf<{ lines: { product: unknown }[] }>(
        await post('/api/quotes/match', { text: 'padlock 3' }),
        200,
      );
      expect(before.lines[0]!.product).toBeNull();
      // Through the admin API, so the catalogue announces the change.
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: { ...admin, 'content-type': 'multipart/form-data; boundary=X' },
        payload: [
          ['sku', 'OTH-LOCK'],
          ['name', 'Solex Padlock 50mm'],
          ['category', 'Others'],
          ['unit', 'piece'],
          ['price', '900'],
        ]
          .map(([k, v]) => `--X\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
          .join('')
          .concat('--X--\r\n'),
      });
      const product = jsonOf<{ _id: string }>(created, 201);
      const after = jsonOf<{ lines: { product: { _id: string } | null }[] }>(
        await post('/api/quotes/match', { text: 'padlock 3' }),
        200,
      );
      expect(after.lines[0]!.product?._id).toBe(product._id);
    });

    it('refuses an empty list and one of more than 200 lines with a clear message', async () => {
      const empty = await post('/api/quotes/match', { text: ' \n\n ' });
      expect(jsonOf(empty, 400)).toEqual({
        message: 'Please paste your list first: one item a line.',
        code: 'EMPTY_LIST',
      });
      const long = await post('/api/quotes/match', {
        text: Array.from({ length: 201 }, (_, i) => `item ${i}`).join('\n'),
      });
      expect(jsonOf(long, 400)).toEqual({
        message:
          'A list can hold at most 200 lines; yours has 201. Please split it into two quotes.',
        code: 'TOO_MANY_LINES',
        values: { max: 200, count: 201 },
      });
      const exactly = await post('/api/quotes/match', {
        text: Array.from({ length: 200 }, (_, i) => `cement ${i + 1} bags`).join('\n'),
      });
      expect(jsonOf<{ lines: unknown[] }>(exactly, 200).lines).toHaveLength(200);
      const noText = await post('/api/quotes/match', {});
      expect(noText.statusCode).toBe(400);
      expect(noText.json()).toMatchObject({
        code: expect.any(String),
        message: expect.any(String),
      });
    });
  });

  describe('requesting, pricing, sending, accepting', () => {
    let reference = '';

    it('saves a request once, however often it is sent with the same key', async () => {
      const lines = [
        { text: '50 bags cement', productId: ids['CEM-BAM']!, quantity: 50 },
        { text: 'Y12 x 30', productId: ids['STL-Y12']!, quantity: 30 },
        { text: 'river sand 2 lorries', productId: null, quantity: 2 },
      ];
      const key = `key-${newId()}`;
      const [first, second] = await Promise.all([request(lines, key), request(lines, key)]);
      const a = first.json<{ reference: string }>();
      const b = second.json<{ reference: string }>();
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
      expect(a.reference).toBe(b.reference);
      const retry = jsonOf<{ reference: string; status: string }>(await request(lines, key), 200);
      expect(retry.reference).toBe(a.reference);
      expect(retry.status).toBe('Requested');
      reference = a.reference;
      expect(reference).toMatch(/^Q-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
      const count = await t.db
        .selectFrom('quotes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('idempotency_key', '=', key)
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(1);

      // The same key with another request is refused.
      const other = await request([{ text: 'nails', productId: null, quantity: 1 }], key);
      expect(jsonOf(other, 409)).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    });

    it('mails the shop about each new request', async () => {
      const mails = (await outboxMails(t)).filter((m) =>
        m.includes(`New quote request ${reference}`),
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain('To: quotes@shop.test');
      expect(mails[0]).toContain(`https://shop.example.co.ke/admin/quotes/${reference}`);
      expect(mails[0]).toContain('2 x river sand 2 lorries (not matched)');
    });

    it("shows the customer their lines while waiting for the shop's prices", async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/quotes/${reference.toLowerCase()}`,
      });
      const quote = jsonOf<Record<string, unknown>>(res, 200);
      expect(quote).toMatchObject({
        reference,
        status: 'Requested',
        total: null,
        validUntil: null,
      });
      expect(quote).not.toHaveProperty('phone');
      expect(quote).not.toHaveProperty('customerName');
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('refuses bad requests with a clear message', async () => {
      const bad = await post('/api/quotes', {
        customer: { name: 'A', phone: '12' },
        lines: [{ text: 'x', productId: null, quantity: 1 }],
      });
      expect(jsonOf(bad, 400)).toMatchObject({
        message: 'Please enter a Kenyan mobile number, e.g. 0712 345 678.',
      });
      const none = await post('/api/quotes', {
        customer: { name: 'A', phone: '0712345678' },
        lines: [],
      });
      expect(jsonOf(none, 400)).toMatchObject({
        message: 'Please paste your list first: one item a line.',
      });
      const zero = await request([{ text: 'cement', productId: null, quantity: 0 }]);
      expect(jsonOf(zero, 400)).toMatchObject({
        message: 'Each quantity must be a whole number of 1 or more.',
      });
      const badKey = await request([{ text: 'cement', productId: null, quantity: 1 }], 'short');
      expect(jsonOf(badKey, 400)).toMatchObject({ code: 'VALIDATION_ERROR' });
      const tooMany = await request(
        Array.from({ length: 201 }, () => ({ text: 'cement', productId: null, quantity: 1 })),
      );
      expect(jsonOf(tooMany, 400)).toMatchObject({
        message: 'A quote can hold at most 200 lines.',
      });
    });

    it('keeps a line whose product was deleted since matching, for the shop to price', async () => {
      const res = await request([{ text: 'old thing', productId: 'gone-product', quantity: 2 }]);
      const quote = jsonOf<{ lines: { productId: string | null; text: string }[] }>(res, 201);
      expect(quote.lines).toEqual([
        expect.objectContaining({ text: 'old thing', productId: null }),
      ]);
    });

    it('lets only admins see and work quotes', async () => {
      const urls = [
        ['GET', '/api/admin/quotes'],
        ['GET', `/api/admin/quotes/${reference}`],
        ['PATCH', `/api/admin/quotes/${reference}`],
        ['POST', `/api/admin/quotes/${reference}/send`],
      ] as const;
      for (const [method, url] of urls) {
        const anonymous = await t.app.inject({ method, url, payload: { deliveryFee: 1 } });
        expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
        const customer = await t.app.inject({
          method,
          url,
          headers: user,
          payload: { deliveryFee: 1 },
        });
        expect(customer.statusCode, `${method} ${url}`).toBe(403);
      }
    });

    it('answers 404 for an unknown or malformed reference', async () => {
      for (const ref of ['Q-2222-2222', 'nonsense', 'ARH-2222-2222']) {
        expect((await t.app.inject({ method: 'GET', url: `/api/quotes/${ref}` })).statusCode).toBe(
          404,
        );
        expect((await accept(ref)).statusCode).toBe(404);
        expect(
          (await t.app.inject({ method: 'GET', url: `/api/admin/quotes/${ref}`, headers: admin }))
            .statusCode,
        ).toBe(404);
      }
    });

    it("offers today's final price per line, and refuses to accept before it is sent", async () => {
      const quote = jsonOf<{
        lines: { currentPrice: number | null; unitPrice: number | null }[];
        phone: string;
        quoteUrl: string;
      }>(
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/quotes/${reference}`,
          headers: admin,
        }),
        200,
      );
      expect(quote.lines.map((l) => [l.currentPrice, l.unitPrice])).toEqual([
        [760, null],
        [1150, null],
        [null, null],
      ]);
      expect(quote.phone).toBe('254712345678');
      expect(quote.quoteUrl).toBe(`https://shop.example.co.ke/quotes/${reference}`);
      expect(jsonOf(await accept(reference), 409)).toMatchObject({ code: 'QUOTE_NOT_SENT' });
    });

    it('will not send while a line without a product has no price', async () => {
      const res = await send(reference);
      expect(jsonOf(res, 409)).toEqual({
        message: 'Please price every line before sending: "river sand 2 lorries" has no price.',
        code: 'QUOTE_UNPRICED',
        values: { text: 'river sand 2 lorries' },
      });
      expectWrittenByCode(res.json());
    });

    it('lets staff price, add and remove lines, set delivery, the last day and a note', async () => {
      const res = await patch(reference, {
        lines: [
          { text: '50 bags cement', productId: ids['CEM-BAM'], quantity: 50, unitPrice: 740 },
          { text: 'Y12 x 30', productId: ids['STL-Y12'], quantity: 30, unitPrice: null },
          { text: 'river sand 2 lorries', productId: null, quantity: 2, unitPrice: 18000 },
          {
            text: 'Y10 x 10 (added by the shop)',
            productId: ids['STL-Y10'],
            quantity: 10,
            unitPrice: null,
          },
        ],
        deliveryFee: 2500,
        validUntil: '2026-01-20',
        note: 'Delivery on Tuesday.',
      });
      const quote = jsonOf<{
        lines: { name: string | null; unitPrice: number | null }[];
        deliveryFee: number;
        total: number | null;
        note: string;
      }>(res, 200);
      expect(quote.lines.map((l) => [l.name, l.unitPrice])).toEqual([
        ['Bamburi Power Plus Cement 42.5', 740],
        ['Y12 Deformed Steel Bar 12m', null],
        [null, 18000],
        ['Y10 Deformed Steel Bar 12m', null],
      ]);
      expect(quote).toMatchObject({ deliveryFee: 2500, total: null, note: 'Delivery on Tuesday.' });

      const unknown = await patch(reference, {
        lines: [{ text: 'x', productId: 'no-such-product', quantity: 1, unitPrice: 5 }],
      });
      expect(jsonOf(unknown, 400)).toMatchObject({ code: 'UNKNOWN_PRODUCT' });
      const huge = await patch(reference, {
        lines: [{ text: 'x', productId: null, quantity: 100_000, unitPrice: 10_000_000 }],
      });
      expect(jsonOf(huge, 400)).toMatchObject({ code: 'QUOTE_TOO_LARGE' });
      const badDate = await patch(reference, { validUntil: '2026-02-30' });
      expect(jsonOf(badDate, 400)).toMatchObject({ message: 'Valid until must be a real date.' });
      expect(jsonOf(await patch(reference, {}), 400)).toMatchObject({
        message: 'Nothing to change.',
      });
    });

    it("sends the quote with today's price where staff set none, then keeps its prices", async () => {
      const sent = jsonOf<{
        status: string;
        lines: { unitPrice: number; lineTotal: number }[];
        subtotal: number;
        total: number;
        validUntil: string;
      }>(await send(reference), 200);
      expect(sent.status).toBe('Sent');
      expect(sent.lines.map((l) => l.unitPrice)).toEqual([740, 1150, 18000, 780]);
      const subtotal = 740 * 50 + 1150 * 30 + 18000 * 2 + 780 * 10;
      expect(sent).toMatchObject({ subtotal, total: subtotal + 2500, validUntil: '2026-01-20' });
      // Sending twice changes nothing.
      expect(jsonOf<{ total: number }>(await send(reference), 200).total).toBe(subtotal + 2500);

      // The catalogue's prices move; the sent quote does not.
      await t.db
        .updateTable('products')
        .set({ price: 9999 })
        .where('id', '=', ids['STL-Y12']!)
        .execute();
      const later = jsonOf<{ lines: { unitPrice: number }[]; total: number }>(
        await t.app.inject({ method: 'GET', url: `/api/quotes/${reference}` }),
        200,
      );
      expect(later.lines[1]!.unitPrice).toBe(1150);
      expect(later.total).toBe(subtotal + 2500);

      // Lines and fees are fixed; the last day and the note may still change.
      expect(jsonOf(await patch(reference, { deliveryFee: 0 }), 409)).toMatchObject({
        code: 'QUOTE_SENT',
      });
      expect(
        jsonOf(
          await patch(reference, {
            lines: [{ text: 'x', productId: null, quantity: 1, unitPrice: 1 }],
          }),
          409,
        ),
      ).toMatchObject({ code: 'QUOTE_SENT' });
      expect(
        jsonOf<{ validUntil: string }>(await patch(reference, { validUntil: '2026-01-19' }), 200)
          .validUntil,
      ).toBe('2026-01-19');
    });

    it('lists quotes newest first, by status, and finds them by reference, name or phone', async () => {
      const all = jsonOf<{
        items: { reference: string; status: string; lineCount: number }[];
        total: number;
      }>(await t.app.inject({ method: 'GET', url: '/api/admin/quotes', headers: admin }), 200);
      expect(all.total).toBeGreaterThanOrEqual(2);
      expect(all.items.find((i) => i.reference === reference)).toMatchObject({
        status: 'Sent',
        lineCount: 4,
      });
      const find = async (query: string) =>
        jsonOf<{ items: { reference: string }[] }>(
          await t.app.inject({ method: 'GET', url: `/api/admin/quotes?${query}`, headers: admin }),
          200,
        ).items.map((i) => i.reference);
      expect(await find('status=Sent')).toEqual([reference]);
      expect(await find('status=Expired')).toEqual([]);
      expect(await find(`q=${reference.slice(2, 8).toLowerCase()}`)).toEqual([reference]);
      expect(await find('q=otieno')).toContain(reference);
      expect(await find('q=0712345678')).toContain(reference);
      expect(await find('q=%25')).toEqual(expect.any(Array));
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/admin/quotes?status=Lost',
            headers: admin,
          })
        ).statusCode,
      ).toBe(400);
    });

    it('makes exactly one order at the quoted prices, however often it is accepted', async () => {
      const [a, b] = await Promise.all([accept(reference), accept(reference)]);
      const first = jsonOf<{ order: { reference: string; total: number } }>(a, 200);
      const second = jsonOf<{ order: { reference: string } }>(b, 200);
      expect(second.order.reference).toBe(first.order.reference);
      const third = jsonOf<{ order: { reference: string }; quote: { status: string } }>(
        await accept(reference),
        200,
      );
      expect(third.order.reference).toBe(first.order.reference);
      expect(third.quote.status).toBe('Accepted');
      const orders = await t.db.selectFrom('orders').select('reference').execute();
      expect(orders).toHaveLength(1);

      const subtotal = 740 * 50 + 1150 * 30 + 18000 * 2 + 780 * 10;
      expect(first.order.total).toBe(subtotal + 2500);
      const order = jsonOf<{
        items: { productId: string | null; name: string; unitPrice: number; qty: number }[];
        total: number;
        deliveryFee: number;
        delivery: { method: string; county: string };
      }>(await t.app.inject({ method: 'GET', url: `/api/orders/${first.order.reference}` }), 200);
      expect(order.items.map((i) => [i.productId, i.name, i.unitPrice, i.qty])).toEqual([
        [ids['CEM-BAM'], 'Bamburi Power Plus Cement 42.5', 740, 50],
        [ids['STL-Y12'], 'Y12 Deformed Steel Bar 12m', 1150, 30],
        [null, 'river sand 2 lorries', 18000, 2],
        [ids['STL-Y10'], 'Y10 Deformed Steel Bar 12m', 780, 10],
      ]);
      expect(order).toMatchObject({
        total: subtotal + 2500,
        deliveryFee: 2500,
        delivery: { method: 'delivery', county: 'Machakos' },
      });
      const quote = jsonOf<{ order: { reference: string } }>(
        await t.app.inject({ method: 'GET', url: `/api/quotes/${reference}` }),
        200,
      );
      expect(quote.order).toEqual({ reference: first.order.reference });
      expect(jsonOf(await patch(reference, { validUntil: '2026-03-01' }), 409)).toMatchObject({
        code: 'QUOTE_ACCEPTED',
      });

      // The order goes like any order: confirming takes stock of product lines only.
      const confirmed = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${first.order.reference}/status`,
        headers: admin,
        payload: { status: 'Confirmed' },
      });
      expect(jsonOf<{ status: string }>(confirmed, 200).status).toBe('Confirmed');
      const y12 = await t.db
        .selectFrom('products')
        .select('stock')
        .where('id', '=', ids['STL-Y12']!)
        .executeTakeFirstOrThrow();
      expect(y12.stock).toBe(70);
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${first.order.reference}/status`,
        headers: admin,
        payload: { status: 'Cancelled' },
      });
      expect(cancelled.statusCode).toBe(200);
      const back = await t.db
        .selectFrom('products')
        .select('stock')
        .where('id', '=', ids['STL-Y12']!)
        .executeTakeFirstOrThrow();
      expect(back.stock).toBe(100);
    });
  });

  describe('expiry', () => {
    it("refuses to accept after 'Valid until', counted in Nairobi days", async () => {
      const made = jsonOf<{ reference: string }>(
        await request([{ text: 'Y12 x 2', productId: ids['STL-Y12']!, quantity: 2 }]),
        201,
      );
      // The test clock starts at 2026-01-05T08:00Z (11:00 in Nairobi): valid through 5 January.
      expect(jsonOf(await patch(made.reference, { validUntil: '2026-01-05' }), 200)).toBeTruthy();
      jsonOf(await send(made.reference), 200);
      // 23:59 in Nairobi on the 5th: still valid.
      t.clock.advance(12 * 3_600_000 + 59 * 60_000);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/quotes/${made.reference}` })).json(),
      ).toMatchObject({
        status: 'Sent',
      });
      // Midnight in Nairobi (21:00 UTC): expired.
      t.clock.advance(60_000);
      const quote = jsonOf<{ status: string }>(
        await t.app.inject({ method: 'GET', url: `/api/quotes/${made.reference}` }),
        200,
      );
      expect(quote.status).toBe('Expired');
      const expiredAnswer = jsonOf<Parameters<typeof expectWrittenByCode>[0]>(
        await accept(made.reference),
        409,
      );
      expect(expiredAnswer).toEqual({
        message: "This quote expired on 5 Jan 2026. Please request it again for today's prices.",
        code: 'QUOTE_EXPIRED',
        values: { date: '5 Jan 2026' },
      });
      expectWrittenByCode(expiredAnswer);
      const expired = jsonOf<{ items: { reference: string }[] }>(
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/quotes?status=Expired',
          headers: admin,
        }),
        200,
      );
      expect(expired.items.map((i) => i.reference)).toEqual([made.reference]);

      // Staff may give it a later day: it can be accepted again.
      jsonOf(await patch(made.reference, { validUntil: '2026-01-31' }), 200);
      expect(
        jsonOf<{ quote: { status: string } }>(await accept(made.reference), 200).quote.status,
      ).toBe('Accepted');
    });
  });
});
