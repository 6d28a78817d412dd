import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { barUnit, insertProduct, tonneOfY12 } from '../../test/builders.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  type TestApp,
} from '../../test/harness.js';

// DESIGN decision 46 as a property: after random orders by variant and unit, confirmations,
// cancellations, receipts, counts and adjustments, the sum of each variant's movements is its
// balance, each movement's balance is the running sum, and no balance went below zero.

/** mulberry32: the same steps on every run and both databases. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const STEPS = 300;

describe(`the stock ledger under random orders (${dialectUnderTest})`, () => {
  let t: TestApp;
  let admin: { authorization: string };
  const lines: { productId: string; variantId: string; units: string[]; whole: boolean }[] = [];
  let ip = 0;
  const nextIp = () => {
    ip += 1;
    return `10.46.${Math.floor(ip / 250)}.${ip % 250}`;
  };
  const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createUserWithSession(t, 'admin', { username: 'Kamau' })).auth;
    const steel = await insertProduct(t.db, { name: 'Deformed bar 12 m', sku: 'DEF', stock: null });
    const set = await asAdmin('PUT', `/api/products/${steel}/variants`, {
      options: [{ name: 'Size', values: ['Y10', 'Y12'] }],
      variants: ['Y10', 'Y12'].map((size, i) => ({
        options: { Size: size },
        sku: size,
        price: 700 + i * 220,
        stockUnit: 'bar',
        // Y10 has 135.1 bars in a tonne; both are sold from a tenth of a tonne.
        sellUnits: [
          barUnit(700 + i * 220),
          { ...tonneOfY12(171_000), ...(i ? {} : { perUnit: '135.1' }), min: '0.1' },
        ],
      })),
    });
    expect(set.statusCode, set.body).toBe(200);
    for (const v of set.json().variants as { _id: string }[])
      lines.push({ productId: steel, variantId: v._id, units: ['bar', 'tonne'], whole: true });
    const wire = await insertProduct(t.db, {
      name: 'Binding wire',
      sku: 'BW',
      unit: 'kg',
      stock: null,
    });
    const wired = await asAdmin('PUT', `/api/products/${wire}/variants`, {
      options: [],
      variants: [
        {
          options: {},
          sku: 'BW-1',
          price: 330,
          stockUnit: 'kg',
          sellUnits: [
            {
              unit: 'kg',
              price: 330,
              perUnit: '1',
              decimals: 3,
              min: '0.25',
              step: '0.001',
              default: true,
            },
            { unit: 'roll', price: 7_900, perUnit: '25', decimals: 0, min: '1', step: '1' },
          ],
        },
      ],
    });
    expect(wired.statusCode, wired.body).toBe(200);
    lines.push({
      productId: wire,
      variantId: wired.json().variants[0]._id,
      units: ['kg', 'roll'],
      whole: false,
    });
    for (const line of lines) {
      const received = await asAdmin('POST', `/api/admin/variants/${line.variantId}/stock`, {
        kind: 'receipt',
        quantity: '300',
      });
      expect(received.statusCode, received.body).toBe(200);
    }
  });
  afterAll(async () => t.close());

  it('keeps the sum of each variant’s movements equal to its balance, whatever happens', async () => {
    const random = seeded(46);
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
    const open: string[] = [];
    const confirmed: string[] = [];
    const seen = { placed: 0, confirmed: 0, short: 0, cancelled: 0, received: 0, counted: 0 };

    for (let step = 0; step < STEPS; step += 1) {
      const roll = random();
      const line = pick(lines);
      if (roll < 0.4) {
        const unit = pick(line.units);
        const whole = unit === 'bar' || unit === 'roll';
        const quantity = whole
          ? String(1 + Math.floor(random() * 40))
          : (0.25 + Math.floor(random() * 3000) / 1000).toFixed(3);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/orders',
          remoteAddress: nextIp(),
          payload: {
            customerName: 'Kamau & Sons',
            phone: '0733 111 222',
            items: [{ productId: line.productId, variantId: line.variantId, unit, quantity }],
            delivery: { method: 'pickup' },
          },
        });
        // Placing refuses what the shelf cannot hold now; that is fine, it stores nothing.
        expect([201, 409], res.body).toContain(res.statusCode);
        if (res.statusCode === 201) {
          open.push(res.json().reference);
          seen.placed += 1;
        }
      } else if (roll < 0.65 && open.length > 0) {
        const reference = open.splice(Math.floor(random() * open.length), 1)[0]!;
        const res = await asAdmin('POST', `/api/admin/orders/${reference}/status`, {
          status: 'Confirmed',
        });
        expect([200, 409], res.body).toContain(res.statusCode);
        if (res.statusCode === 200) {
          confirmed.push(reference);
          seen.confirmed += 1;
        } else {
          expect(res.json().code).toBe('NOT_ENOUGH_STOCK');
          seen.short += 1;
        }
      } else if (roll < 0.8 && confirmed.length > 0) {
        const reference = confirmed.splice(Math.floor(random() * confirmed.length), 1)[0]!;
        const res = await asAdmin('POST', `/api/admin/orders/${reference}/status`, {
          status: 'Cancelled',
        });
        expect(res.statusCode, res.body).toBe(200);
        seen.cancelled += 1;
      } else if (roll < 0.92) {
        const quantity = line.whole
          ? String(1 + Math.floor(random() * 80))
          : (1 + Math.floor(random() * 50_000) / 1000).toFixed(3);
        const res = await asAdmin('POST', `/api/admin/variants/${line.variantId}/stock`, {
          kind: 'receipt',
          quantity,
        });
        expect(res.statusCode, res.body).toBe(200);
        seen.received += 1;
      } else {
        const counted = line.whole
          ? String(Math.floor(random() * 200))
          : (Math.floor(random() * 200_000) / 1000).toFixed(3);
        const res = await asAdmin('POST', `/api/admin/variants/${line.variantId}/stock`, {
          kind: 'count',
          counted,
        });
        expect(res.statusCode, res.body).toBe(200);
        seen.counted += 1;
      }
    }

    // Every kind of step happened, so the property is not met by doing nothing.
    for (const [kind, n] of Object.entries(seen)) expect(n, kind).toBeGreaterThan(0);

    for (const { variantId } of lines) {
      const movements = await t.db
        .selectFrom('stock_movements')
        .select(['seq', 'kind', 'quantity', 'balance'])
        .where('variant_id', '=', variantId)
        .orderBy('seq')
        .execute();
      const variant = await t.db
        .selectFrom('variants')
        .select('on_hand')
        .where('id', '=', variantId)
        .executeTakeFirstOrThrow();
      let running = 0;
      for (const m of movements) {
        running += Number(m.quantity);
        expect(Number(m.balance), `${variantId} #${m.seq} ${m.kind}`).toBe(running);
        expect(running).toBeGreaterThanOrEqual(0);
      }
      expect(running).toBe(Number(variant.on_hand));
      expect(movements.some((m) => m.kind === 'sale')).toBe(true);
      expect(movements.some((m) => m.kind === 'cancel')).toBe(true);
    }
  }, 300_000);
});
