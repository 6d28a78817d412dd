import { describe, expect, it } from 'vitest';
import { enShop } from '#shared/messages/en.shop.js';
import { swShop } from '#shared/messages/sw.shop.js';
import { ORDER_TEXTS } from '#shared/order-limits.js';
import type { PlacedOrder } from '#shared/order.schema.js';
import { chatLink } from '../../lib/whatsapp-link';
import {
  fallbackOrderMessage,
  itemText,
  paymentLines,
  placedOrderMessage,
  statusUrlIn,
} from './order-message';

/** The unit fields of a line of a product without options, in its stock unit. */
function plainLine(quantity: string, unit: string) {
  return {
    variantId: null,
    variantTitle: null,
    unit,
    quantity,
    requested: quantity,
    adjustment: null,
    stockQuantity: quantity,
    stockUnit: unit,
  };
}

const en = enShop.cart.message;
const sw = swShop.cart.message;

const order: PlacedOrder = {
  reference: 'ARH-7K3Q-9XF2',
  status: 'New',
  items: [
    {
      productId: 'p1',
      name: 'Cement 50kg',
      sku: 'CEM-50',
      listPrice: 780,
      discount: 5,
      unitPrice: 741,
      qty: 20,
      lineTotal: 14820,
      ...plainLine('20', 'bag'),
    },
    {
      productId: 'p2',
      name: 'Nails & screws #8',
      sku: 'NL-8',
      listPrice: 1250,
      discount: null,
      unitPrice: 1250,
      qty: 3,
      lineTotal: 3750,
      ...plainLine('3', 'packet'),
    },
  ],
  subtotal: 18570,
  deliveryFee: 350,
  total: 18920,
  delivery: { method: 'delivery', county: 'Machakos', area: 'Greenpark', zoneName: 'Athi River' },
  history: [{ status: 'New', at: '2026-11-23T10:00:00.000Z' }],
  createdAt: '2026-11-23T10:00:00.000Z',
  payments: [],
  amountDue: 18920,
  mpesa: 'off',
  customerName: 'Jane Wanjiku',
  phone: '254712000111',
  statusUrl: 'https://shop.example.co.ke/orders/ARH-7K3Q-9XF2',
  payment: { paybill: '247247', till: null },
};

describe('the order message with a saved order', () => {
  it("holds the spec's lines with the server's prices, the reference, delivery, payment and status link", () => {
    const text = placedOrderMessage(en, {
      order,
      customerName: ' Jane Wanjiku ',
      phone: '0712 000 111',
      delivery: { method: 'delivery', county: 'Machakos', area: ' Greenpark, near the mall ' },
      locationLink: 'https://www.google.com/maps?q=-1.4563,36.9781',
    });
    expect(text.split('\n')).toEqual([
      'Hello, I would like to place an order.',
      '',
      'Order: ARH-7K3Q-9XF2',
      'Name: Jane Wanjiku',
      'Phone: 0712 000 111',
      '',
      'Items:',
      'Cement 50kg x20 - KSh 14,820',
      'Nails & screws #8 x3 - KSh 3,750',
      '',
      'Subtotal: KSh 18,570',
      'Delivery: Greenpark, near the mall, Machakos - KSh 350',
      'Total: KSh 18,920',
      'Location: https://www.google.com/maps?q=-1.4563,36.9781',
      '',
      'Pay with M-Pesa: Paybill 247247, Account ARH-7K3Q-9XF2',
      '',
      'Order status: https://shop.example.co.ke/orders/ARH-7K3Q-9XF2',
    ]);
    // Carried whole through the chat link.
    const link = new URL(chatLink('254712345678', text));
    expect(link.searchParams.get('text')).toBe(text);
  });

  it('says pickup and leaves payment out when the shop has no M-Pesa number', () => {
    const text = placedOrderMessage(en, {
      order: {
        ...order,
        deliveryFee: 0,
        total: 18570,
        payment: { paybill: null, till: null },
      },
      customerName: 'Jane',
      phone: '0712000111',
      delivery: { method: 'pickup' },
      locationLink: null,
    });
    expect(text).toContain('Delivery: Pickup at the shop (free)\nTotal: KSh 18,570');
    expect(text).toContain('Location: Location not detected');
    expect(text).not.toContain('M-Pesa');
  });

  it('gives the reference as the account for a paybill and to quote for a till', () => {
    expect(paymentLines(en, 'ARH-2222-3333', { paybill: '247247', till: '5123456' })).toEqual([
      'Pay with M-Pesa: Paybill 247247, Account ARH-2222-3333',
      'Pay with M-Pesa: Buy Goods Till 5123456, quote ARH-2222-3333 to the shop',
    ]);
    expect(paymentLines(en, 'ARH-2222-3333', { paybill: null, till: null })).toEqual([]);
  });
});

describe('the order message when the shop cannot be reached', () => {
  it("is the spec's plain message plus the delivery choice", () => {
    const text = fallbackOrderMessage(en, {
      customerName: 'Jane',
      phone: '0712 000 111',
      lines: [{ name: 'Cement 50kg', qty: 2, price: 741 }],
      delivery: { method: 'delivery', county: 'Kajiado', area: 'Kitengela' },
      locationLink: null,
    });
    expect(text.split('\n')).toEqual([
      'Hello, I would like to place an order.',
      '',
      'Name: Jane',
      'Phone: 0712 000 111',
      '',
      'Items:',
      'Cement 50kg x2 - KSh 1,482',
      '',
      'Total: KSh 1,482',
      'Location: Location not detected',
      'Delivery: Kitengela, Kajiado (fee to be confirmed by the shop)',
    ]);
  });

  it('keeps every item of a long cart through the chat link', () => {
    const many = Array.from({ length: 150 }, (_, i) => ({
      name: `Item ${i + 1} 🧱`,
      qty: i + 1,
      price: 1000,
    }));
    const text = fallbackOrderMessage(en, {
      customerName: 'Bulk Buyer',
      phone: '0700',
      lines: many,
      delivery: { method: 'pickup' },
      locationLink: null,
    });
    const link = new URL(chatLink('254712345678', text));
    expect(link.searchParams.get('text')).toBe(text);
    expect(text).toContain('Item 150 🧱 x150 - KSh 150,000');
    expect(text).toContain('Total: KSh 11,325,000');
  });
});

describe('the order message on a Swahili page', () => {
  it('is written in Swahili, with the product names as the shop wrote them', () => {
    const text = placedOrderMessage(sw, {
      order: { ...order, payment: { paybill: '247247', till: '5123456' } },
      customerName: 'Jane Wanjiku',
      phone: '0712 000 111',
      delivery: { method: 'delivery', county: 'Machakos', area: 'Greenpark' },
      locationLink: null,
    });
    expect(text.split('\n')).toEqual([
      'Habari, ningependa kuweka oda.',
      '',
      'Oda: ARH-7K3Q-9XF2',
      'Jina: Jane Wanjiku',
      'Simu: 0712 000 111',
      '',
      'Bidhaa:',
      'Cement 50kg x20 - KSh 14,820',
      'Nails & screws #8 x3 - KSh 3,750',
      '',
      'Jumla ndogo: KSh 18,570',
      'Usafirishaji: Greenpark, Machakos - KSh 350',
      'Jumla: KSh 18,920',
      'Mahali: Mahali hapajapatikana',
      '',
      'Lipa kwa M-Pesa: Paybill 247247, Akaunti ARH-7K3Q-9XF2',
      'Lipa kwa M-Pesa: Buy Goods Till 5123456, taja ARH-7K3Q-9XF2 kwa duka',
      '',
      'Hali ya oda: https://shop.example.co.ke/orders/ARH-7K3Q-9XF2',
    ]);
  });

  it('says pickup in Swahili', () => {
    const text = placedOrderMessage(sw, {
      order: { ...order, deliveryFee: 0, total: 18570, payment: { paybill: null, till: null } },
      customerName: 'Jane',
      phone: '0712000111',
      delivery: { method: 'pickup' },
      locationLink: 'https://www.google.com/maps?q=-1.4563,36.9781',
    });
    expect(text).toContain('Usafirishaji: Nitachukua dukani (bure)\nJumla: KSh 18,570');
    expect(text).toContain('Mahali: https://www.google.com/maps?q=-1.4563,36.9781');
    expect(text).not.toContain('M-Pesa');
  });

  it('sends the plain message in Swahili when the shop cannot be reached', () => {
    const text = fallbackOrderMessage(sw, {
      customerName: 'Jane',
      phone: '0712 000 111',
      lines: [{ name: 'Cement 50kg', qty: 2, price: 741 }],
      delivery: { method: 'delivery', county: 'Kajiado', area: 'Kitengela' },
      locationLink: null,
    });
    expect(text.split('\n')).toEqual([
      'Habari, ningependa kuweka oda.',
      '',
      'Jina: Jane',
      'Simu: 0712 000 111',
      '',
      'Bidhaa:',
      'Cement 50kg x2 - KSh 1,482',
      '',
      'Jumla: KSh 1,482',
      'Mahali: Mahali hapajapatikana',
      'Usafirishaji: Kitengela, Kajiado (ada itathibitishwa na duka)',
    ]);
  });
});

/** 2.5 t of Y12 at 93.747 bars a tonne, KSh 170,000 a tonne: 234 bars, charged as 2.496 t. */
const y12Tonnes = {
  productId: 'p3',
  name: 'Y12 deformed bar 12 m',
  sku: 'Y12',
  listPrice: 170_000,
  discount: null,
  unitPrice: 170_000,
  qty: 3,
  lineTotal: 424_320,
  variantId: 'v12',
  variantTitle: 'Y12',
  unit: 'tonne',
  quantity: '2.496',
  requested: '2.5',
  adjustment: '2.5 t ≈ 234 bars (2.496 t)',
  stockQuantity: '234',
  stockUnit: 'bar',
};

describe('the order message with variants and units (decision 45)', () => {
  const steelOrder: PlacedOrder = {
    ...order,
    items: [
      y12Tonnes,
      {
        ...y12Tonnes,
        name: 'Deformed bar 12 m',
        variantTitle: 'Y16',
        unit: 'bar',
        quantity: '10',
        requested: '10',
        adjustment: null,
        stockQuantity: '10',
        qty: 10,
        unitPrice: 1_600,
        lineTotal: 16_000,
      },
      {
        ...order.items[0]!,
        ...plainLine('1.5', 'meter'),
        name: 'Chain 8 mm',
        qty: 2,
        unitPrice: 450,
        lineTotal: 675,
      },
    ],
  };

  it('names the variant and the unit, and the stock the quantity takes', () => {
    const text = placedOrderMessage(en, {
      order: steelOrder,
      customerName: 'Otieno',
      phone: '0712 000 111',
      delivery: { method: 'pickup' },
      locationLink: null,
    });
    expect(text).toContain(
      [
        'Items:',
        'Y12 deformed bar 12 m x 2.496 t (234 bars) - KSh 424,320',
        'Deformed bar 12 m Y16 x 10 bars - KSh 16,000',
        'Chain 8 mm x 1.5 m - KSh 675',
      ].join('\n'),
    );
  });

  it('writes the units in Swahili on a Swahili page', () => {
    const text = placedOrderMessage(sw, {
      order: steelOrder,
      customerName: 'Otieno',
      phone: '0712 000 111',
      delivery: { method: 'pickup' },
      locationLink: null,
      lang: 'sw',
    });
    expect(text).toContain('Y12 deformed bar 12 m x 2.496 t (nondo 234) - KSh 424,320');
    expect(text).toContain('Deformed bar 12 m Y16 x nondo 10 - KSh 16,000');
  });

  it("keeps the spec's form for a whole quantity of a product without variants", () => {
    expect(
      itemText({ name: 'Cement 50kg', qty: 2, unit: 'bag', quantity: '2', stockUnit: 'bag' }),
    ).toBe('Cement 50kg x2');
    // An answer from a shop without units: its qty is all there is.
    expect(itemText({ name: 'Cement 50kg', qty: 4 })).toBe('Cement 50kg x4');
    // Cement by the tonne names both units.
    expect(
      itemText({
        name: 'Cement 50kg',
        qty: 2,
        unit: 'tonne',
        quantity: '2',
        stockQuantity: '40',
        stockUnit: 'bag',
      }),
    ).toBe('Cement 50kg x 2 t (40 bags)');
  });

  it('carries the variant, unit and the shop-priced money when the shop cannot be reached', () => {
    const text = fallbackOrderMessage(en, {
      customerName: 'Otieno',
      phone: '0712 000 111',
      lines: [
        {
          name: 'Y12 deformed bar 12 m',
          qty: 3,
          price: 170_000,
          variantTitle: 'Y12',
          unit: 'tonne',
          quantity: '2.496',
          stockQuantity: '234',
          stockUnit: 'bar',
          lineTotal: 424_320,
        },
        // Not yet priced by the shop: price x the exact quantity, half-up to whole shillings.
        { name: 'Chain 8 mm', qty: 2, price: 455, unit: 'meter', quantity: '1.5' },
      ],
      delivery: { method: 'pickup' },
      locationLink: null,
    });
    expect(text).toContain('Y12 deformed bar 12 m x 2.496 t (234 bars) - KSh 424,320');
    expect(text).toContain('Chain 8 mm x 1.5 m - KSh 683');
    expect(text).toContain('Total: KSh 425,003');
  });
});

describe("the order's status page in the message", () => {
  it("is the visitor's language: under /sw/ for a Swahili page, as the server wrote it otherwise", () => {
    expect(statusUrlIn('sw', 'https://shop.example.co.ke/orders/ARH-7K3Q-9XF2')).toBe(
      'https://shop.example.co.ke/sw/orders/ARH-7K3Q-9XF2',
    );
    expect(statusUrlIn('en', 'https://shop.example.co.ke/orders/ARH-7K3Q-9XF2')).toBe(
      'https://shop.example.co.ke/orders/ARH-7K3Q-9XF2',
    );
  });
});

describe('the cart texts', () => {
  it('warn of a county without delivery in the words the server answers with', () => {
    expect(enShop.cart.noDeliveryZone('Turkana')).toBe(ORDER_TEXTS.noDeliveryZone('Turkana'));
  });
});
