import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectWrittenByCode } from '../../test/refusals.js';
import { REFERENCE_ALPHABET } from '#shared/order.schema.js';
import type { ProductValues } from '#shared/product-fields.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  jsonOf,
  type TestApp,
} from '../../test/harness.js';
import { countStock, insertProduct } from '../../test/builders.js';
import { outboxMails } from '../../test/outbox.js';
import { onCatalogueChanged } from '../../lib/catalogue-events.js';

describe(`orders API (${dialectUnderTest})`, () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUserWithSession>>;
  let user: Awaited<ReturnType<typeof createUserWithSession>>;
  let catalogueChanges = 0;
  let ip = 0;
  const nextIp = () => {
    ip += 1;
    return `10.40.${Math.floor(ip / 250)}.${ip % 250}`;
  };

  beforeAll(async () => {
    t = await createTestApp({
      env: { SHOP_EMAIL: 'orders@shop.test', PUBLIC_URL: 'https://shop.example.co.ke' },
    });
    admin = await createUserWithSession(t, 'admin', { username: 'Wanjiru' });
    user = await createUserWithSession(t, 'user');
    onCatalogueChanged(t.app, () => (catalogueChanges += 1));
  });
  afterAll(async () => t.close());

  async function addProduct(
    fields: Partial<{
      name: string;
      price: number | null;
      discount: number | null;
      stock: number | null;
      reorder_level: number | null;
      status: string;
    }> = {},
  ) {
    return insertProduct(
      t.db,
      {
        ...(fields.name === undefined ? {} : { name: fields.name }),
        price: fields.price === undefined ? 780 : fields.price,
        discount: fields.discount ?? null,
        stock: fields.stock === undefined ? 100 : fields.stock,
        reorderLevel: fields.reorder_level ?? null,
        status: (fields.status ?? 'In Stock') as ProductValues['status'],
      },
      t.clock.now(),
    );
  }

  const stockOf = async (id: string) =>
    (await t.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirst())
      ?.stock;

  const pickup = { method: 'pickup' };
  function order(items: { productId: string; qty: number; [k: string]: unknown }[], extra = {}) {
    return t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        customerName: 'Jane Wanjiku',
        phone: '0712 345 678',
        items,
        delivery: pickup,
        ...extra,
      },
      remoteAddress: nextIp(),
    });
  }
  async function placed(items: { productId: string; qty: number }[], extra = {}) {
    return jsonOf<{ reference: string; total: number }>(await order(items, extra), 201);
  }

  const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin.auth, ...(payload ? { payload } : {}) });
  const setStatus = (reference: string, status: string) =>
    asAdmin('POST', `/api/admin/orders/${reference}/status`, { status });

  let machakosZone: string;

  describe('delivery zones', () => {
    it('are created by admins and listed publicly, cheapest first', async () => {
      const created = await asAdmin('POST', '/api/admin/delivery-zones', {
        name: 'Athi River & Machakos',
        counties: ['Machakos', 'Machakos'],
        fee: 350,
      });
      expect(created.statusCode, created.body).toBe(201);
      machakosZone = created.json()._id;
      expect(created.json()).toMatchObject({ counties: ['Machakos'], fee: 350 });
      const far = await asAdmin('POST', '/api/admin/delivery-zones', {
        name: 'Nairobi',
        counties: ['Nairobi', 'Kiambu'],
        fee: 600,
      });
      expect(far.statusCode).toBe(201);

      const list = await t.app.inject({ method: 'GET', url: '/api/delivery-zones' });
      expect(list.statusCode).toBe(200);
      expect(list.json().map((z: { name: string }) => z.name)).toEqual([
        'Athi River & Machakos',
        'Nairobi',
      ]);
    });

    it('refuse a county already in another zone, unknown counties and odd fees', async () => {
      const clash = await asAdmin('POST', '/api/admin/delivery-zones', {
        name: 'Greater Nairobi',
        counties: ['Kajiado', 'Kiambu'],
        fee: 500,
      });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().message).toBe(
        'Kiambu is already in the zone "Nairobi". A county can be in one zone only.',
      );
      for (const payload of [
        { name: 'X', counties: ['Atlantis'], fee: 100 },
        { name: 'X', counties: [], fee: 100 },
        { name: 'X', counties: ['Kajiado'], fee: 99.5 },
        { name: 'X', counties: ['Kajiado'], fee: -1 },
        { name: 'X', counties: ['Kajiado'], fee: null },
        { name: ' ', counties: ['Kajiado'], fee: 1 },
      ]) {
        const res = await asAdmin('POST', '/api/admin/delivery-zones', payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().code).toBe('VALIDATION_ERROR');
      }
    });

    it('are edited and deleted by admins', async () => {
      const kajiado = await asAdmin('POST', '/api/admin/delivery-zones', {
        name: 'Kitengela',
        counties: ['Kajiado'],
        fee: 400,
      });
      const id = kajiado.json()._id as string;
      const edited = await asAdmin('PUT', `/api/admin/delivery-zones/${id}`, {
        name: 'Kitengela & Kajiado',
        counties: ['Kajiado', 'Makueni'],
        fee: 450,
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ name: 'Kitengela & Kajiado', fee: 450 });
      expect((await asAdmin('DELETE', `/api/admin/delivery-zones/${id}`)).statusCode).toBe(200);
      expect((await asAdmin('DELETE', `/api/admin/delivery-zones/${id}`)).statusCode).toBe(404);
    });
  });

  describe('placing an order', () => {
    it('prices everything from the database, whatever the browser sends', async () => {
      const cement = await addProduct({ name: 'Cement 50kg', price: 780, discount: 5 });
      const paint = await addProduct({ name: 'Paint 4L', price: 999, discount: 15 });
      const nails = await addProduct({ name: 'Nails 4"', price: 120.4 });
      const res = await order(
        [
          { productId: cement, qty: 3, price: 1, unitPrice: 1, lineTotal: 1 },
          { productId: paint, qty: 2, price: 1 },
          { productId: nails, qty: 5 },
        ],
        {
          delivery: { method: 'delivery', county: 'Machakos', area: 'Greenpark, near the mall' },
          total: 10,
          subtotal: 10,
          deliveryFee: 0,
          locationLink: 'https://www.google.com/maps?q=-1.4563,36.9781',
          note: 'Call before coming',
        },
      );
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body.items).toEqual([
        expect.objectContaining({ name: 'Cement 50kg', unitPrice: 741, qty: 3, lineTotal: 2223 }),
        expect.objectContaining({ name: 'Paint 4L', unitPrice: 849, qty: 2, lineTotal: 1698 }),
        expect.objectContaining({ name: 'Nails 4"', unitPrice: 120, qty: 5, lineTotal: 600 }),
      ]);
      expect(body.subtotal).toBe(2223 + 1698 + 600);
      expect(body.deliveryFee).toBe(350);
      expect(body.total).toBe(4521 + 350);
      expect(body.delivery).toEqual({
        method: 'delivery',
        county: 'Machakos',
        area: 'Greenpark, near the mall',
        zoneName: 'Athi River & Machakos',
      });
      expect(body.status).toBe('New');
      expect(body.phone).toBe('254712345678');
      expect(body.statusUrl).toBe(`https://shop.example.co.ke/orders/${body.reference}`);
      expect(body.payment).toEqual({ paybill: null, till: null });

      const saved = await asAdmin('GET', `/api/admin/orders/${body.reference}`);
      expect(saved.json()).toMatchObject({
        total: 4871,
        customerName: 'Jane Wanjiku',
        phone: '254712345678',
        note: 'Call before coming',
        locationLink: 'https://www.google.com/maps?q=-1.4563,36.9781',
      });
    });

    it('keeps only a maps link as the location and one-line names', async () => {
      const p = await addProduct();
      for (const [link, kept] of [
        ['https://www.google.com/maps?q=-1.4563,36.9781', true],
        ['https://evil.example/maps?q=-1.4563,36.9781', false],
        ['https://www.google.com/maps?q=-1.4563,36.9781&pay=now', false],
        ['javascript:alert(1)', false],
      ] as const) {
        const { reference } = await placed([{ productId: p, qty: 1 }], {
          locationLink: link,
          customerName: 'Jane\nSubject: forged  Wanjiku',
        });
        const saved = (await asAdmin('GET', `/api/admin/orders/${reference}`)).json();
        expect(saved.locationLink).toBe(kept ? link : null);
        expect(saved.customerName).toBe('Jane Subject: forged Wanjiku');
      }
    });

    it('charges no fee for pickup and merges the same product sent twice', async () => {
      const bar = await addProduct({ price: 1450 });
      const body = (
        await order([
          { productId: bar, qty: 2 },
          { productId: bar, qty: 1 },
        ])
      ).json();
      expect(body.items).toHaveLength(1);
      expect(body.items[0]).toMatchObject({ qty: 3, lineTotal: 4350 });
      expect(body.deliveryFee).toBe(0);
      expect(body.total).toBe(4350);
      expect(body.delivery.method).toBe('pickup');
    });

    it('refuses items the shop cannot sell, naming the item', async () => {
      const unpriced = await addProduct({ name: 'Water tank 5000L', price: null });
      const gone = await addProduct({ name: 'Old paint', status: 'Discontinued' });
      const out = await addProduct({ name: 'Iron sheets', status: 'Out of Stock' });
      const empty = await addProduct({ name: 'Y12 bar', stock: 0 });
      const few = await addProduct({ name: 'Wheelbarrow', stock: 2 });
      const cases: [object, number, string][] = [
        [
          { productId: 'no-such-id', qty: 1, name: 'Cement 25kg' },
          409,
          '"Cement 25kg" is no longer in our catalogue. Please remove it from your cart and send again.',
        ],
        [
          { productId: unpriced, qty: 1 },
          409,
          'Water tank 5000L has no price yet. Please remove it and ask the shop for a quote.',
        ],
        [
          { productId: gone, qty: 1 },
          409,
          'Old paint is discontinued. Please remove it from your cart.',
        ],
        [
          { productId: out, qty: 1 },
          409,
          'Iron sheets is out of stock. Please remove it from your cart.',
        ],
        [
          { productId: empty, qty: 1 },
          409,
          'Y12 bar is out of stock. Please remove it from your cart.',
        ],
        [
          { productId: few, qty: 3 },
          409,
          'Only 2 of Wheelbarrow left in stock. Please lower the quantity.',
        ],
      ];
      for (const [item, status, message] of cases) {
        const res = await order([item as { productId: string; qty: number }]);
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json().message).toBe(message);
        // A Swahili page writes it from its code and values; the English is the server's.
        expectWrittenByCode(res.json());
      }
      const unnamed = await order([{ productId: 'no-such-id', qty: 1 }]);
      expect(unnamed.json().values).toMatchObject({ why: 'gone-unnamed' });
      expectWrittenByCode(unnamed.json());
      expect((await asAdmin('GET', '/api/admin/orders?q=no-such')).json().items).toEqual([]);
    });

    it('refuses bad customer details, quantities and delivery with a readable message', async () => {
      const p = await addProduct();
      const cases: [object, string][] = [
        [
          { customerName: '  ' },
          'Please enter your name and phone number before placing your order.',
        ],
        [{ phone: '0212 345 678' }, 'Please enter a Kenyan mobile number, e.g. 0712 345 678.'],
        [{ items: [] }, 'Your cart is empty.'],
        [
          { items: [{ productId: p, qty: 0 }] },
          'Each quantity must be a whole number of 1 or more.',
        ],
        [
          { items: [{ productId: p, qty: 1.5 }] },
          'Each quantity must be a whole number of 1 or more.',
        ],
        [
          { delivery: { method: 'delivery', area: 'Town' } },
          'Please choose your county for delivery.',
        ],
        [
          { delivery: { method: 'delivery', county: 'Machakos', area: ' ' } },
          'Please enter an area or landmark for delivery.',
        ],
        [{ delivery: { method: 'drone' } }, 'Please choose delivery or pickup.'],
      ];
      for (const [extra, message] of cases) {
        const res = await order([{ productId: p, qty: 1 }], extra);
        expect(res.statusCode, JSON.stringify(extra)).toBe(400);
        expect(res.json()).toEqual({ code: 'VALIDATION_ERROR', message });
      }
      const noZone = await order([{ productId: p, qty: 1 }], {
        delivery: { method: 'delivery', county: 'Turkana', area: 'Lodwar' },
      });
      expect(noZone.statusCode).toBe(400);
      expect(noZone.json()).toEqual({
        code: 'NO_DELIVERY_ZONE',
        message:
          'We do not deliver to Turkana yet. Please choose pickup, or call the shop to arrange delivery.',
        values: { county: 'Turkana' },
      });
    });

    it('answers with references that are unique, readable and not sequential', async () => {
      const p = await addProduct({ stock: null });
      const refs: string[] = [];
      for (let i = 0; i < 30; i += 1)
        refs.push((await placed([{ productId: p, qty: 1 }])).reference);
      const pattern = new RegExp(`^ARH-[${REFERENCE_ALPHABET}]{4}-[${REFERENCE_ALPHABET}]{4}$`);
      for (const ref of refs) expect(ref).toMatch(pattern);
      expect(new Set(refs).size).toBe(refs.length);
      expect(refs.join('')).not.toMatch(/[01OIL]/);
      // Consecutive orders share no visible counter: sorted references are not the placing order.
      expect([...refs].sort()).not.toEqual(refs);
      const differing = refs.slice(1).filter((r, i) => r.slice(4) !== refs[i]!.slice(4));
      expect(differing).toHaveLength(refs.length - 1);
    });

    it('mails the shop each new order with a link to its admin screen', async () => {
      const p = await addProduct({ name: 'Roofing nails', price: 300 });
      const { reference } = await placed([{ productId: p, qty: 2 }]);
      const mail = await waitForMail((text) => text.includes(reference));
      expect(mail).toContain('To: orders@shop.test');
      expect(mail).toContain(`Subject: New order ${reference}: Jane Wanjiku, KSh 600`);
      expect(mail).toContain('Roofing nails x2 - KSh 600');
      expect(mail).toContain('Phone: +254712345678');
      expect(mail).toContain(`https://shop.example.co.ke/admin/orders/${reference}`);
    });
  });

  /** The mail matching, once the send queue has sent everything queued so far. */
  async function waitForMail(match: (text: string) => boolean): Promise<string> {
    const mail = (await outboxMails(t)).find(match);
    if (!mail) throw new Error('no matching mail in the outbox');
    return mail;
  }

  describe('the status page', () => {
    it('shows that order only, without the customer details, for any case of the reference', async () => {
      const p = await addProduct({ price: 500 });
      const { reference } = await placed([{ productId: p, qty: 2 }]);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${reference.toLowerCase()}`,
        remoteAddress: nextIp(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json();
      expect(body).toMatchObject({ reference, status: 'New', total: 1000 });
      expect(body.history.map((h: { status: string }) => h.status)).toEqual(['New']);
      for (const key of ['customerName', 'phone', 'locationLink', 'note', 'notes', '_id'])
        expect(body).not.toHaveProperty(key);
    });

    it('follows the order as the shop works it, also a change another server made', async () => {
      const p = await addProduct({ price: 500 });
      const { reference } = await placed([{ productId: p, qty: 1 }]);
      const statusNow = async () =>
        jsonOf<{ status: string; history: unknown[] }>(
          await t.app.inject({
            method: 'GET',
            url: `/api/orders/${reference}`,
            remoteAddress: nextIp(),
          }),
          200,
        );
      expect((await statusNow()).status).toBe('New');
      expect((await statusNow()).status).toBe('New');
      jsonOf(await setStatus(reference, 'Confirmed'), 200);
      expect(await statusNow()).toMatchObject({ status: 'Confirmed', history: [{}, {}] });
      if (dialectUnderTest !== 'postgres') return;
      // Only PostgreSQL has other servers: a write there reaches this one's answer too.
      t.clock.advance(1_000);
      await t.db
        .updateTable('orders')
        .set({ status: 'Cancelled', updated_at: t.clock.now().toISOString() })
        .where('reference', '=', reference)
        .execute();
      expect((await statusNow()).status).toBe('Cancelled');
    });

    it.each(['ARH-2222-2222', 'nonsense', 'ARH-0000-0000', `ARH-${'A'.repeat(30)}`])(
      'answers 404 for %s',
      async (reference) => {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/orders/${reference}`,
          remoteAddress: nextIp(),
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ code: 'ORDER_NOT_FOUND', message: 'Order not found.' });
      },
    );
  });

  describe('admin work on orders', () => {
    it('lists orders newest first with a status filter, search and pages', async () => {
      const p = await addProduct({ stock: null });
      // Enough older orders for two pages, whichever tests ran before.
      for (let i = 0; i < 10; i += 1) await placed([{ productId: p, qty: 1 }]);
      t.clock.advance(60_000);
      const a = await placed([{ productId: p, qty: 1 }], {
        customerName: 'Otieno Omondi',
        phone: '+254 799 111 222',
      });
      t.clock.advance(1000);
      const b = await placed([{ productId: p, qty: 1 }], {
        customerName: 'Achieng Otieno',
        phone: '0110 333 444',
      });
      await setStatus(b.reference, 'Cancelled');

      const byName = (await asAdmin('GET', '/api/admin/orders?q=otieno')).json();
      expect(byName.items.map((o: { reference: string }) => o.reference)).toEqual([
        b.reference,
        a.reference,
      ]);
      expect(byName.total).toBe(2);
      const byPhone = (await asAdmin('GET', '/api/admin/orders?q=0799%20111%20222')).json();
      expect(byPhone.items.map((o: { reference: string }) => o.reference)).toEqual([a.reference]);
      const byStart = (await asAdmin('GET', '/api/admin/orders?q=0799')).json();
      expect(byStart.items.map((o: { reference: string }) => o.reference)).toEqual([a.reference]);
      const byDigits = (await asAdmin('GET', '/api/admin/orders?q=333444')).json();
      expect(byDigits.items.map((o: { reference: string }) => o.reference)).toEqual([b.reference]);
      const byRef = (
        await asAdmin('GET', `/api/admin/orders?q=${a.reference.toLowerCase().slice(4)}`)
      ).json();
      expect(byRef.items.map((o: { reference: string }) => o.reference)).toEqual([a.reference]);
      const cancelled = (
        await asAdmin('GET', '/api/admin/orders?status=Cancelled&q=otieno')
      ).json();
      expect(cancelled.items.map((o: { reference: string }) => o.reference)).toEqual([b.reference]);
      expect(cancelled.items[0]).toMatchObject({
        customerName: 'Achieng Otieno',
        phone: '254110333444',
        itemCount: 1,
        deliveryMethod: 'pickup',
      });

      const all = (await asAdmin('GET', '/api/admin/orders')).json();
      expect(all.items[0].reference).toBe(b.reference);
      const page2 = (await asAdmin('GET', '/api/admin/orders?page=2&pageSize=5')).json();
      expect(page2).toMatchObject({ page: 2, pageSize: 5, total: all.total });
      expect(page2.items).toHaveLength(5);
      expect(page2.items[0].reference).toBe(all.items[5].reference);
      expect((await asAdmin('GET', '/api/admin/orders?status=Lost')).statusCode).toBe(400);
      expect((await asAdmin('GET', '/api/admin/orders?pageSize=1000')).statusCode).toBe(400);
    });

    it('moves an order along the flow and refuses illegal steps with 409', async () => {
      const p = await addProduct({ stock: 10 });
      const { reference } = await placed([{ productId: p, qty: 4 }]);
      const illegal = await setStatus(reference, 'Paid');
      expect(illegal.statusCode).toBe(409);
      expect(illegal.json()).toEqual({
        code: 'ILLEGAL_STATUS_CHANGE',
        message: 'An order that is New cannot be marked Paid.',
        values: { from: 'New', to: 'Paid' },
      });
      expectWrittenByCode(illegal.json());
      expect((await setStatus(reference, 'New')).statusCode).toBe(409);

      const confirmed = await setStatus(reference, 'Confirmed');
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json().nextStatuses).toEqual(['Paid', 'Cancelled']);
      for (const step of ['Paid', 'Dispatched', 'Delivered']) {
        t.clock.advance(1000);
        const res = await setStatus(reference, step);
        expect(res.statusCode, res.body).toBe(200);
      }
      const done = (await asAdmin('GET', `/api/admin/orders/${reference}`)).json();
      expect(done.status).toBe('Delivered');
      expect(done.nextStatuses).toEqual([]);
      expect(
        done.history.map((h: { status: string; by: string | null }) => [h.status, h.by]),
      ).toEqual([
        ['New', null],
        ['Confirmed', 'Wanjiru'],
        ['Paid', 'Wanjiru'],
        ['Dispatched', 'Wanjiru'],
        ['Delivered', 'Wanjiru'],
      ]);
      expect((await setStatus(reference, 'Cancelled')).statusCode).toBe(409);
      expect(await stockOf(p)).toBe(6);

      const dispatched = await placed([{ productId: p, qty: 1 }]);
      for (const step of ['Confirmed', 'Paid', 'Dispatched'])
        await setStatus(dispatched.reference, step);
      const late = await setStatus(dispatched.reference, 'Cancelled');
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe('An order that is Dispatched cannot be marked Cancelled.');
      expect((await setStatus('ARH-2222-2222', 'Confirmed')).statusCode).toBe(404);
      expect((await setStatus(reference, 'Lost')).statusCode).toBe(400);
    });

    it('hands a paid pickup order over as Collected, a final status (decision 173)', async () => {
      const p = await addProduct({ stock: 10 });
      const { reference } = await placed([{ productId: p, qty: 2 }]);
      expect((await setStatus(reference, 'Collected')).statusCode).toBe(409);
      await setStatus(reference, 'Confirmed');
      const paid = await setStatus(reference, 'Paid');
      expect(paid.json().nextStatuses).toEqual(['Dispatched', 'Collected', 'Cancelled']);
      const collected = await setStatus(reference, 'Collected');
      expect(collected.statusCode, collected.body).toBe(200);
      expect(collected.json()).toMatchObject({ status: 'Collected', nextStatuses: [] });
      expect((await setStatus(reference, 'Delivered')).statusCode).toBe(409);
      const list = await asAdmin('GET', '/api/admin/orders?status=Collected');
      expect(JSON.stringify(list.json())).toContain(reference);
      expect(await stockOf(p)).toBe(8);
    });

    it('cancels a paid order as a refund: owners only, with a reason, its stock put back', async () => {
      const p = await addProduct({ stock: 10 });
      const { reference } = await placed([{ productId: p, qty: 3 }]);
      await setStatus(reference, 'Confirmed');
      await setStatus(reference, 'Paid');
      expect(await stockOf(p)).toBe(7);
      const cashier = await createUserWithSession(t, 'admin', { roles: ['cashier'] });
      const refuse = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${reference}/status`,
        headers: cashier.auth,
        payload: { status: 'Cancelled', reason: 'Buyer changed her mind' },
      });
      expect(refuse.statusCode).toBe(403);
      const noReason = await setStatus(reference, 'Cancelled');
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().code).toBe('REASON_REQUIRED');
      expect(await stockOf(p)).toBe(7);
      const refunded = await asAdmin('POST', `/api/admin/orders/${reference}/status`, {
        status: 'Cancelled',
        reason: 'Wrong size; money sent back by M-Pesa',
      });
      expect(refunded.statusCode, refunded.body).toBe(200);
      expect(refunded.json().status).toBe('Cancelled');
      expect(await stockOf(p)).toBe(10);
      const events = await t.db
        .selectFrom('audit_events')
        .select(['changes', 'reason'])
        .where('entity_id', '=', reference)
        .where('action', '=', 'order.status')
        .execute();
      const event = events.find((e) => e.changes.includes('Cancelled'))!;
      expect(event.reason).toBe('Wrong size; money sent back by M-Pesa');
    });

    it('confirming takes stock, cancelling a confirmed order puts it back, and caches hear of both', async () => {
      const cement = await addProduct({ stock: 10 });
      const untracked = await addProduct({ stock: null });
      const { reference } = await placed([
        { productId: cement, qty: 3 },
        { productId: untracked, qty: 5 },
      ]);
      const before = catalogueChanges;
      expect((await setStatus(reference, 'Confirmed')).statusCode).toBe(200);
      expect(await stockOf(cement)).toBe(7);
      expect(await stockOf(untracked)).toBeNull();
      expect(catalogueChanges).toBe(before + 1);

      // The shop counts the untracked product from now on; cancelling must not invent stock.
      await countStock(t.db, untracked, 20);
      expect((await setStatus(reference, 'Cancelled')).statusCode).toBe(200);
      expect(await stockOf(cement)).toBe(10);
      expect(await stockOf(untracked)).toBe(20);
      expect(catalogueChanges).toBe(before + 2);

      // Cancelling a New order touches no stock.
      const fresh = await placed([{ productId: cement, qty: 2 }]);
      expect((await setStatus(fresh.reference, 'Cancelled')).statusCode).toBe(200);
      expect(await stockOf(cement)).toBe(10);
    });

    it('refuses to confirm when an item is short, naming it, and takes nothing', async () => {
      const plenty = await addProduct({ name: 'Sand (tonne)', stock: 50 });
      const scarce = await addProduct({ name: 'Ballast (tonne)', stock: 5 });
      const first = await placed([
        { productId: plenty, qty: 10 },
        { productId: scarce, qty: 4 },
      ]);
      const second = await placed([{ productId: scarce, qty: 3 }]);
      expect((await setStatus(second.reference, 'Confirmed')).statusCode).toBe(200);
      const short = await setStatus(first.reference, 'Confirmed');
      expect(short.statusCode).toBe(409);
      expect(short.json()).toEqual({
        code: 'NOT_ENOUGH_STOCK',
        message: 'Not enough Ballast (tonne) in stock to confirm: 2 left, this order needs 4.',
        values: { why: 'confirm', name: 'Ballast (tonne)', left: '2', needs: '4' },
      });
      expectWrittenByCode(short.json());
      expect(await stockOf(plenty)).toBe(50);
      expect(await stockOf(scarce)).toBe(2);
      expect((await asAdmin('GET', `/api/admin/orders/${first.reference}`)).json().status).toBe(
        'New',
      );
    });

    it('never sells the last unit twice: 20 confirmations at once leave stock at 0', async () => {
      const last = await addProduct({ name: 'Generator 5kVA', stock: 20 });
      const refs: string[] = [];
      for (let i = 0; i < 20; i += 1)
        refs.push((await placed([{ productId: last, qty: 1 }])).reference);
      await countStock(t.db, last, 1);

      const results = await Promise.all(refs.map((ref) => setStatus(ref, 'Confirmed')));
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(19);
      for (const r of results.filter((x) => x.statusCode === 409))
        expect(r.json().message).toBe(
          'Not enough Generator 5kVA in stock to confirm: 0 left, this order needs 1.',
        );
      expect(await stockOf(last)).toBe(0);
    });

    it('two admins confirming the same order at once take its stock once', async () => {
      const p = await addProduct({ stock: 10 });
      const { reference } = await placed([{ productId: p, qty: 4 }]);
      const [a, b] = await Promise.all([
        setStatus(reference, 'Confirmed'),
        setStatus(reference, 'Confirmed'),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      expect(await stockOf(p)).toBe(6);
      const history = (await asAdmin('GET', `/api/admin/orders/${reference}`)).json().history;
      expect(history.filter((h: { status: string }) => h.status === 'Confirmed')).toHaveLength(1);
    });

    it('mails the shop when confirming leaves a product at or below its reorder level', async () => {
      const p = await addProduct({ name: 'Tile adhesive', stock: 12, reorder_level: 10 });
      const { reference } = await placed([{ productId: p, qty: 2 }]);
      await setStatus(reference, 'Confirmed');
      const mail = await waitForMail((text) => text.includes(`Low stock after order ${reference}`));
      expect(mail).toContain('Tile adhesive: 10 left (reorder level 10)');
      expect(mail).toContain(`https://shop.example.co.ke/admin/orders/${reference}`);
    });

    it('keeps staff notes with their author', async () => {
      const p = await addProduct();
      const { reference } = await placed([{ productId: p, qty: 1 }]);
      const res = await asAdmin('POST', `/api/admin/orders/${reference}/notes`, {
        text: '  Called, will pick up Saturday  ',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().notes).toEqual([
        expect.objectContaining({ text: 'Called, will pick up Saturday', author: 'Wanjiru' }),
      ]);
      const empty = await asAdmin('POST', `/api/admin/orders/${reference}/notes`, { text: ' ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('Please write a note.');
    });

    it('counts new orders on the dashboard', async () => {
      const body = (await asAdmin('GET', '/api/admin/dashboard')).json();
      const listed = (await asAdmin('GET', '/api/admin/orders?status=New&pageSize=1')).json();
      expect(body.counts.newOrders).toBe(listed.total);
      expect(body.counts.newOrders).toBeGreaterThan(0);
    });
  });

  it('keeps every admin route for admins: 401 without a session, 403 for shoppers', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/admin/orders'],
      ['GET', '/api/admin/orders/ARH-2222-2222'],
      ['POST', '/api/admin/orders/ARH-2222-2222/status'],
      ['POST', '/api/admin/orders/ARH-2222-2222/notes'],
      ['POST', '/api/admin/delivery-zones'],
      ['PUT', `/api/admin/delivery-zones/${machakosZone}`],
      ['DELETE', `/api/admin/delivery-zones/${machakosZone}`],
    ];
    for (const [method, url] of routes) {
      const anon = await t.app.inject({ method: method as 'GET', url, payload: {} });
      expect(anon.statusCode, `${method} ${url}`).toBe(401);
      const shopper = await t.app.inject({
        method: method as 'GET',
        url,
        headers: user.auth,
        payload: {},
      });
      expect(shopper.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/delivery-zones' })).json()).toHaveLength(
      2,
    );
  });

  it('limits how many orders one address can place', async () => {
    const p = await addProduct({ stock: null });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: {
          customerName: 'Busy',
          phone: '0712345678',
          items: [{ productId: p, qty: 1 }],
          delivery: pickup,
        },
        remoteAddress: '10.99.0.1',
      });
    for (let i = 0; i < 20; i += 1) expect((await send()).statusCode).toBe(201);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });
});
