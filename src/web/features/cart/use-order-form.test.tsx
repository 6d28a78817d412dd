// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen } from '@testing-library/react';
import type { FormEvent, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toast';
import { FALLBACK_SITE } from '../site';
import { cartActions } from './cart-store';
import { addLine, sanitizeStoredCart } from './cart';
import { cartLines, type CartLine } from './cart-view';
import { orderItem, useOrderForm } from './use-order-form';
import type { TradeAccount } from '#shared/trade.schema.js';

vi.mock('../../components/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const ORDER_READY = 'Your order is ready in WhatsApp. Send it there to reach the shop.';
const POPUP_BLOCKED =
  'WhatsApp could not be opened: your browser blocked the new tab. Allow pop-ups for this site and try again.';

/** A cart stored before variants: 2 bags of cement at KSh 800. */
const LINES: CartLine[] = cartLines(
  sanitizeStoredCart([{ id: 'p1', name: 'Cement 50kg', qty: 2, price: 800 }]),
  new Map(),
);
/** 2.5 t of Y12 at KSh 170,000 a tonne, not yet priced by the shop. */
const STEEL: CartLine[] = cartLines(
  addLine([], {
    productId: 's1',
    variantId: 'v12',
    unit: 'tonne',
    quantity: '2.5',
    name: 'Y12 deformed bar 12 m',
    variantTitle: 'Y12',
    price: 170_000,
  }).items,
  new Map(),
);
const ZONES = [{ _id: 'z1', name: 'Athi River', counties: ['Machakos'], fee: 300 }];
const PLACED = {
  reference: 'ARH-7K3Q-9XF2',
  status: 'New',
  items: [{ productId: 'p1', name: 'Cement 50kg', qty: 2, unitPrice: 800, lineTotal: 1600 }],
  subtotal: 1600,
  deliveryFee: 0,
  total: 1600,
  statusUrl: 'http://shop.test/orders/ARH-7K3Q-9XF2',
  payment: { paybill: null, till: null },
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const submit = { preventDefault: () => undefined } as FormEvent;

describe('the order form', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let open: ReturnType<typeof vi.fn>;
  let orderAnswer: () => Promise<Response>;

  beforeEach(() => {
    orderAnswer = async () => json(PLACED, 201);
    fetchMock = vi.fn(async (url: string) => {
      if (url === '/api/orders') return orderAnswer();
      if (url === '/api/me/account-orders')
        return json({ ...PLACED, account: { number: 'TA123456', state: 'awaiting' } }, 201);
      if (url === '/api/delivery-zones') return json(ZONES);
      if (url === '/api/site') return json(FALLBACK_SITE);
      return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
    open = vi.fn(() => ({ opener: window }));
    vi.stubGlobal('open', open);
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(cartActions, 'clear').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
  });

  function renderForm(
    lines: CartLine[] = LINES,
    blocked = false,
    account: TradeAccount | null = null,
  ) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/cart']}>
          <Routes>
            <Route path="/cart" element={children} />
            <Route path="/orders/:reference" element={<p>order status page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    );
    const view = renderHook(({ shown }) => useOrderForm(shown, null, blocked, account), {
      wrapper,
      initialProps: { shown: lines },
    });
    act(() => {
      view.result.current.edit('name', 'Amina W');
      view.result.current.edit('phone', '0712 345 678');
      view.result.current.edit('method', 'pickup');
    });
    return view;
  }

  const orderPosts = () => fetchMock.mock.calls.filter(([url]) => url === '/api/orders');
  const chatText = (call: number) =>
    decodeURIComponent(new URL(String(open.mock.calls[call]![0])).searchParams.get('text') ?? '');

  it('saves the order, opens the chat with its reference and follows the order', async () => {
    const { result } = renderForm();
    await act(() => result.current.send(submit));
    expect(orderPosts()).toHaveLength(1);
    expect(open).toHaveBeenCalledTimes(1);
    expect(chatText(0)).toContain('Order: ARH-7K3Q-9XF2');
    expect(cartActions.clear).toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith(ORDER_READY);
    expect(screen.getByText('order status page')).toBeInTheDocument();
  });

  it('places an order on account without the chat, saying it awaits approval', async () => {
    const account: TradeAccount = {
      _id: 'a1',
      userId: 'u1',
      number: 'TA123456',
      creditLimit: 1000,
      termsDays: 30,
      overrunPct: 0,
      owed: 0,
      openOrders: 0,
      available: 1000,
      onHold: false,
    };
    const { result } = renderForm(LINES, false, account);
    expect(result.current.onAccount).toBe(false);
    act(() => result.current.setOnAccount(true));
    expect(result.current.onAccount).toBe(true);
    await act(() => result.current.send(submit));
    expect(orderPosts()).toHaveLength(0);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/me/account-orders')).toHaveLength(
      1,
    );
    expect(open).not.toHaveBeenCalled();
    expect(cartActions.clear).toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith(
      'Your order is saved and is awaiting the shop’s approval.',
    );
    expect(screen.getByText('order status page')).toBeInTheDocument();
  });

  it('offers no account to an account on hold', () => {
    const held = { onHold: true } as TradeAccount;
    const { result } = renderForm(LINES, false, held);
    act(() => result.current.setOnAccount(true));
    expect(result.current.onAccount).toBe(false);
  });

  it("orders an old cart's lines as today's qty, and a variant's line by unit and exact quantity", async () => {
    expect(orderItem(LINES[0]!)).toEqual({ productId: 'p1', qty: 2, name: 'Cement 50kg' });
    expect(orderItem(STEEL[0]!)).toEqual({
      productId: 's1',
      variantId: 'v12',
      unit: 'tonne',
      quantity: '2.5',
      name: 'Y12 deformed bar 12 m',
    });
    const { result } = renderForm([...STEEL, ...LINES]);
    await act(() => result.current.send(submit));
    const body = JSON.parse(String(orderPosts()[0]![1].body)) as { items: unknown[] };
    expect(body.items).toEqual([orderItem(STEEL[0]!), orderItem(LINES[0]!)]);
  });

  it('waits while a quantity in the cart is refused, saying so', async () => {
    const { result } = renderForm(LINES, true);
    await act(() => result.current.send(submit));
    expect(result.current.problem).toBe('Please correct the quantities marked in the cart first.');
    expect(orderPosts()).toHaveLength(0);
  });

  it('keeps the saved order when the pop-up is blocked, and offers the same one again', async () => {
    open.mockReturnValueOnce(null);
    const { result } = renderForm();
    await act(() => result.current.send(submit));
    expect(toast.error).toHaveBeenCalledWith(POPUP_BLOCKED);
    expect(cartActions.clear).not.toHaveBeenCalled();

    await act(() => result.current.send(submit));
    // Not saved twice: the same message, with the same reference, is opened.
    expect(orderPosts()).toHaveLength(1);
    expect(open).toHaveBeenCalledTimes(2);
    expect(chatText(1)).toBe(chatText(0));
    expect(cartActions.clear).toHaveBeenCalled();
  });

  it('offers the same saved order again when the shop re-prices the lines after a blocked pop-up', async () => {
    open.mockReturnValueOnce(null);
    const view = renderForm();
    await act(() => view.result.current.send(submit));
    // The shop's prices arrive after the first press (the cart asks /api/cart/price): what is
    // ordered is the same, so the second press must not save a second order.
    view.rerender({ shown: LINES.map((l) => ({ ...l, price: 820 })) });
    await act(() => view.result.current.send(submit));
    expect(orderPosts()).toHaveLength(1);
    expect(open).toHaveBeenCalledTimes(2);
    expect(chatText(1)).toBe(chatText(0));
  });

  it('saves again once the order was changed after a blocked pop-up', async () => {
    open.mockReturnValueOnce(null);
    const { result } = renderForm();
    await act(() => result.current.send(submit));
    act(() => result.current.edit('note', 'Call before coming'));
    await act(() => result.current.send(submit));
    expect(orderPosts()).toHaveLength(2);
  });

  it('says why the shop refused the order, and keeps the cart without opening the chat', async () => {
    orderAnswer = async () =>
      json({ message: 'Cement 50kg is no longer sold.', code: 'UNKNOWN_PRODUCT' }, 400);
    const { result } = renderForm();
    await act(() => result.current.send(submit));
    expect(result.current.problem).toBe('Cement 50kg is no longer sold.');
    expect(open).not.toHaveBeenCalled();
    expect(cartActions.clear).not.toHaveBeenCalled();
    expect(result.current.sending).toBe(false);
  });

  it('sends the plain chat message when the shop cannot be reached', async () => {
    orderAnswer = async () => {
      throw new TypeError('Failed to fetch');
    };
    const { result } = renderForm();
    await act(() => result.current.send(submit));
    expect(result.current.problem).toBeNull();
    expect(open).toHaveBeenCalledTimes(1);
    expect(chatText(0)).not.toContain('Order: ');
    expect(chatText(0)).toContain('Pickup at the shop (free)');
    expect(chatText(0)).toContain('Cement 50kg x2 - KSh 1,600');
    expect(cartActions.clear).toHaveBeenCalled();
    // No reference to follow: the page stays.
    expect(screen.queryByText('order status page')).not.toBeInTheDocument();
  });

  it('treats a server failure (5xx) as unreachable, not as a refusal', async () => {
    orderAnswer = async () => json({ message: 'Internal error', code: 'INTERNAL' }, 500);
    const { result } = renderForm();
    await act(() => result.current.send(submit));
    expect(result.current.problem).toBeNull();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('asks for a county in a delivery zone before saving', async () => {
    const { result } = renderForm();
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/delivery-zones', expect.anything()),
    );
    act(() => {
      result.current.edit('method', 'delivery');
      result.current.edit('county', 'Turkana');
      result.current.edit('area', 'Lodwar');
    });
    await vi.waitFor(() => expect(result.current.noZone).toBe(true));
    await act(() => result.current.send(submit));
    expect(result.current.problem).toBe(
      'We do not deliver to Turkana yet. Please choose pickup, or call the shop to arrange delivery.',
    );
    expect(orderPosts()).toHaveLength(0);

    act(() => result.current.edit('county', 'Machakos'));
    expect(result.current.fee).toBe(300);
    expect(result.current.total).toBe(1900);
  });
});
