import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlacedOrder } from '#shared/order.schema.js';
import { formatQuantity } from '#shared/quantity.js';
import { SIMULATOR_CREDENTIALS } from '../../config-mpesa.js';
import { insertProduct } from '../../test/builders.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  jsonOf,
  type TestApp,
} from '../../test/harness.js';
import { startDarajaSimulator, type DarajaSimulator } from '../payments/daraja.simulator.js';

// DESIGN decision 43 on both databases: 1,000 orders of random decimal quantities, by random
// variants and sell units, each total checked against a model of the rules written here in BigInt
// alone (not the shop's own quantity.ts), and against the amount M-Pesa is asked for. The model's
// checksum over all totals is the same on SQLite and PostgreSQL because it is computed from the
// seed alone; each run must reach it.

const ORDERS = 1000;
const NO_ANSWER = '0700000008';

/** mulberry32: a small seeded generator, so every run places the same 1,000 orders. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/** The half-up quotient of non-negative BigInts. */
const halfUp = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);

interface ModelUnit {
  unit: string;
  /** Stock units in one sell unit, millionths. */
  perUnit: bigint;
  decimals: number;
  /** Thousandths. */
  min: number;
  step: number;
  price: number;
  discount: number | null;
}
interface ModelVariant {
  productId: string;
  variantId: string;
  stockWhole: boolean;
  units: (ModelUnit & { finalPrice: number })[];
}

/** Decision 42-43 in BigInt: stock rounding for whole stock units, then money half-up per line. */
function modelLine(unit: ModelVariant['units'][number], stockWhole: boolean, requested: number) {
  const exact = BigInt(requested) * unit.perUnit; // 1e-9 stock units
  let quantity = BigInt(requested);
  if (stockWhole) {
    const whole = halfUp(exact, 1_000_000_000n);
    if (whole * 1_000_000_000n !== exact) {
      const grain = 10n ** BigInt(3 - unit.decimals);
      quantity = halfUp(whole * 1_000_000_000n, unit.perUnit * grain) * grain;
    }
  }
  return { quantity, total: halfUp(BigInt(unit.finalPrice) * quantity, 1000n) };
}

describe(`1,000 random decimal orders (${dialectUnderTest})`, () => {
  let t: TestApp;
  let sim: DarajaSimulator;
  let admin: { authorization: string };
  const variants: ModelVariant[] = [];
  let ip = 0;
  const nextIp = () => {
    ip += 1;
    return `10.43.${Math.floor(ip / 250)}.${ip % 250}`;
  };

  async function addProduct(
    name: string,
    stockUnit: string,
    units: ModelUnit[],
    perUnitText: string[],
  ): Promise<void> {
    const id = await insertProduct(t.db, { name, sku: name.slice(0, 12), price: 100, stock: null });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${id}/variants`,
      headers: admin,
      payload: {
        options: [],
        variants: [
          {
            options: {},
            sku: `${name.slice(0, 12)}-1`,
            price: units[0]!.price,
            stockUnit,
            sellUnits: units.map((u, i) => ({
              unit: u.unit,
              price: u.price,
              discount: u.discount,
              perUnit: perUnitText[i],
              decimals: u.decimals,
              min: formatQuantity(u.min),
              step: formatQuantity(u.step),
              default: i === 0,
            })),
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const variant = res.json().variants[0];
    // Counted, and far more than 1,000 orders take: no order is refused for stock.
    const received = await t.app.inject({
      method: 'POST',
      url: `/api/admin/variants/${variant._id}/stock`,
      headers: admin,
      payload: { kind: 'receipt', quantity: '900000' },
    });
    expect(received.statusCode, received.body).toBe(200);
    // The catalogue's final price of each sell unit: what the model multiplies.
    const product = (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json();
    const sellUnits = product.variants[0].sellUnits as { unit: string; finalPrice: number }[];
    variants.push({
      productId: id,
      variantId: variant._id,
      stockWhole: !['kg', 'meter', 'litre'].includes(stockUnit),
      units: units.map((u) => ({
        ...u,
        finalPrice: sellUnits.find((s) => s.unit === u.unit)!.finalPrice,
      })),
    });
  }

  beforeAll(async () => {
    sim = await startDarajaSimulator({ delayMs: 600_000, credentials: SIMULATOR_CREDENTIALS });
    t = await createTestApp({
      env: {
        MPESA_ENV: 'simulator',
        MPESA_BASE_URL: sim.url,
        MPESA_MAX_AMOUNT: '10000000',
        MPESA_RECONCILE_AFTER: '3600',
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    t.app.payments.setCallbackBase(
      `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`,
    );
    admin = (await createUserWithSession(t, 'admin')).auth;
    const zone = await t.app.inject({
      method: 'POST',
      url: '/api/admin/delivery-zones',
      headers: admin,
      payload: { name: 'Machakos', counties: ['Machakos'], fee: 347 },
    });
    expect(zone.statusCode, zone.body).toBe(201);
    const u = (
      unit: string,
      perUnit: number,
      decimals: number,
      min: number,
      step: number,
      price: number,
      discount: number | null = null,
    ): ModelUnit => ({ unit, perUnit: BigInt(perUnit), decimals, min, step, price, discount });
    await addProduct(
      'Y12 deformed bar',
      'bar',
      [u('bar', 1_000_000, 0, 1000, 1000, 920), u('tonne', 93_747_000, 3, 500, 1, 170_000, 3)],
      ['1', '93.747'],
    );
    await addProduct(
      'Y16 deformed bar',
      'bar',
      [u('bar', 1_000_000, 0, 1000, 1000, 1_650, 7), u('tonne', 52_734_375, 2, 250, 10, 168_500)],
      ['1', '52.734375'],
    );
    await addProduct(
      'Cement 50kg',
      'bag',
      [u('bag', 1_000_000, 0, 1000, 1000, 785, 5), u('tonne', 20_000_000, 2, 500, 50, 15_333)],
      ['1', '20'],
    );
    await addProduct(
      'Binding wire',
      'kg',
      [u('kg', 1_000_000, 3, 250, 1, 333, 12.5), u('roll', 25_000_000, 0, 1000, 1000, 7_999)],
      ['1', '25'],
    );
    await addProduct(
      'Chain 8 mm',
      'meter',
      [u('meter', 1_000_000, 1, 500, 100, 449, 10), u('foot', 304_800, 0, 1000, 1000, 139)],
      ['1', '0.3048'],
    );
    await addProduct(
      'Gloss paint',
      'tin',
      [u('tin', 1_000_000, 0, 1000, 1000, 2_350), u('litre', 250_000, 1, 2000, 500, 615, 2.5)],
      ['1', '0.25'],
    );
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await sim.close();
  });

  it('gives each order the total of the model, and asks M-Pesa for exactly that', async () => {
    const random = seeded(20261127);
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
    let modelSum = 0n;
    let shopSum = 0n;
    let modelChecksum = 0n;
    let shopChecksum = 0n;
    const placed: { reference: string; total: number }[] = [];
    let adjusted = 0;

    for (let n = 0; n < ORDERS; n += 1) {
      const lines = new Map<
        string,
        { variant: ModelVariant; unit: ModelVariant['units'][number] }
      >();
      const count = 1 + Math.floor(random() * 4);
      for (let i = 0; i < count; i += 1) {
        const variant = pick(variants);
        const unit = pick(variant.units);
        lines.set(`${variant.variantId} ${unit.unit}`, { variant, unit });
      }
      const items = [...lines.values()].map(({ variant, unit }) => {
        const requested = unit.min + unit.step * Math.floor(random() * 60);
        const text = formatQuantity(requested);
        return {
          variant,
          unit,
          requested,
          body: {
            productId: variant.productId,
            variantId: variant.variantId,
            unit: unit.unit,
            // A phone keyboard's comma now and then; '2,500' would be refused, so only 1-2 decimals.
            quantity: random() < 0.2 && /\.\d{1,2}$/.test(text) ? text.replace('.', ',') : text,
          },
        };
      });
      const delivery =
        random() < 0.5
          ? { method: 'pickup' }
          : { method: 'delivery', county: 'Machakos', area: 'Athi River' };
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        remoteAddress: nextIp(),
        payload: {
          customerName: 'Mwangi Hardware',
          phone: '0712 345 678',
          items: items.map((i) => i.body),
          delivery,
        },
      });
      const order = PlacedOrder.parse(jsonOf(res, 201));

      let expected = delivery.method === 'pickup' ? 0n : 347n;
      for (const [index, item] of items.entries()) {
        const line = modelLine(item.unit, item.variant.stockWhole, item.requested);
        expect(order.items[index]!.quantity).toBe(formatQuantity(Number(line.quantity)));
        expect(BigInt(order.items[index]!.lineTotal)).toBe(line.total);
        if (line.quantity !== BigInt(item.requested)) adjusted += 1;
        expected += line.total;
      }
      expect(BigInt(order.total), JSON.stringify(items.map((i) => i.body))).toBe(expected);
      expect(order.total).toBe(order.subtotal + order.deliveryFee);
      expect(order.amountDue).toBe(order.total);
      modelSum += expected;
      shopSum += BigInt(order.total);
      modelChecksum = (modelChecksum * 1_000_003n + expected) % 2n ** 61n;
      shopChecksum = (shopChecksum * 1_000_003n + BigInt(order.total)) % 2n ** 61n;
      placed.push({ reference: order.reference, total: order.total });
    }
    // The stock rounding of decision 42 ran, not only plain multiplications.
    expect(adjusted).toBeGreaterThan(100);
    expect(shopSum).toBe(modelSum);
    expect(shopChecksum).toBe(modelChecksum);

    // Each order's M-Pesa prompt asks for its total, to the shilling.
    for (const { reference, total } of placed) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${reference}/payments`,
        remoteAddress: nextIp(),
        payload: { phone: NO_ANSWER },
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
      expect(sim.pushes.at(-1)!.amount, reference).toBe(total);
    }
    expect(sim.pushes).toHaveLength(ORDERS);
  }, 600_000);
});
