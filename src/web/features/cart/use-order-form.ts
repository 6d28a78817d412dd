import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isKenyaCounty, normalizeKenyanPhone } from '#shared/kenya.js';
import type { DeliveryZone, OrderInput } from '#shared/order.schema.js';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { useI18n, type Messages } from '../../lib/i18n';
import { chatLink } from '../../lib/whatsapp-link';
import { useSite } from '../site';
import type { TradeAccount } from '#shared/trade.schema.js';
import { placeAccountOrder, placeOrder, useDeliveryZones } from './api';
import { cartActions } from './cart-store';
import { QTY_SCALE } from '#shared/quantity.js';
import { thousandthsOf } from './cart';
import { linesTotal, type CartLine } from './cart-view';
import { cartWords } from './cart-words';
import {
  fallbackOrderMessage,
  placedOrderMessage,
  statusUrlIn,
  type DeliveryChoice,
} from './order-message';

// The cart's order form: what the shopper typed, the fee of their delivery zone, and sending:
// save the order, then open the chat with its message (docs/decisions/033-order-then-chat.md).
// Its words, and the chat message's, are in the page's language (cart in en.shop.ts).

/** Past this the shop counts as unreachable and the plain message goes instead. */
const SAVE_TIMEOUT_MS = 10_000;

/** 4xx answers other than throttling mean the order itself needs a change. */
const isRefusal = (status: number) =>
  status >= 400 && status < 500 && status !== 408 && status !== 429;

type Method = '' | 'pickup' | 'delivery';

export interface OrderDraft {
  name: string;
  phone: string;
  method: Method;
  county: string;
  area: string;
  note: string;
  /** 'KRA PIN (optional)': the buyer's PIN for the eTIMS invoice. */
  buyerPin: string;
}

const EMPTY: OrderDraft = {
  name: '',
  phone: '',
  method: '',
  county: '',
  area: '',
  note: '',
  buyerPin: '',
};

/** A saved order whose chat window was blocked: the same message is offered again, not re-sent. */
interface Pending {
  text: string;
  reference: string | null;
  signature: string;
}

/** The zone that covers the chosen county, if delivery is chosen and the zones are known. */
function zoneFor(draft: OrderDraft, zones: DeliveryZone[] | undefined) {
  if (draft.method !== 'delivery' || !draft.county) return null;
  return zones?.find((z) => z.counties.includes(draft.county)) ?? null;
}

/** The delivery choice to send, or what is missing from it. */
function deliveryChoice(
  t: Messages['cart'],
  draft: OrderDraft,
  zones: DeliveryZone[] | undefined,
): DeliveryChoice | string {
  const { method, county, area } = draft;
  if (method === '') return t.chooseMethod;
  if (method === 'pickup') return { method: 'pickup' };
  if (!isKenyaCounty(county)) return t.chooseCountyForDelivery;
  if (!area.trim()) return t.enterArea;
  if (zones && !zoneFor(draft, zones)) return t.noDeliveryZone(county);
  return { method: 'delivery', county, area: area.trim() };
}

/**
 * An order item of a cart line (decision 45): a whole quantity of a product's default variant and
 * unit goes as today's `qty`, so an old cart orders as it always did; any other line names its
 * variant and unit and carries its exact quantity as a decimal string.
 */
export function orderItem(line: CartLine): OrderInput['items'][number] {
  const value = thousandthsOf(line);
  if (line.variantId === null && line.storedUnit === null && value % QTY_SCALE === 0)
    return { productId: line.id, qty: value / QTY_SCALE, name: line.name };
  return {
    productId: line.id,
    ...(line.variantId !== null && { variantId: line.variantId }),
    ...(line.storedUnit !== null && { unit: line.storedUnit }),
    quantity: line.quantity,
    name: line.name,
  };
}

/** A cart line as the chat message writes it when the shop could not be reached. */
function messageLine(line: CartLine) {
  return {
    name: line.name,
    qty: line.qty,
    price: line.price,
    variantTitle: line.variantTitle,
    unit: line.priced?.unit ?? line.unit,
    quantity: line.priced?.quantity ?? line.quantity,
    stockQuantity: line.priced?.stockQuantity ?? null,
    stockUnit: line.priced?.stockUnit ?? line.stockUnit,
    lineTotal: line.subtotal,
  };
}

export function useOrderForm(
  lines: CartLine[],
  locationLink: string | null,
  blocked = false,
  /** The signed-in customer's trade account, which offers 'Pay on account' (issue 45). */
  account: TradeAccount | null = null,
) {
  const site = useSite();
  const { lang, m } = useI18n();
  const t = m.cart;
  const navigate = useNavigate();
  const zones = useDeliveryZones(true);
  const [draft, setDraft] = useState<OrderDraft>(EMPTY);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [onAccountChosen, setOnAccount] = useState(false);
  const onAccount = onAccountChosen && account !== null && !account.onHold;

  const subtotal = linesTotal(lines);
  const zone = zoneFor(draft, zones.data);
  const fee = draft.method === 'pickup' ? 0 : zone ? zone.fee : null;
  // What is ordered, not how it is shown: the shop's prices can arrive between two presses, and a
  // second press after a blocked chat window must offer the saved order, never save another.
  const signature = JSON.stringify([lines.map(orderItem), ...Object.values(draft)]);

  function edit<K extends keyof OrderDraft>(field: K, value: OrderDraft[K]) {
    setDraft((d) => ({ ...d, [field]: value }));
  }

  function openChat(next: Pending) {
    // Without 'noopener' in the features, a blocked pop-up is seen (null) and the cart is kept, so
    // no order is lost; the opener link is cut by hand instead.
    const chat = window.open(chatLink(site.phone, next.text), '_blank');
    if (!chat) {
      setPending(next);
      toast.error(t.popupBlocked);
      return;
    }
    chat.opener = null;
    setPending(null);
    cartActions.clear();
    toast.success(t.orderReady);
    if (next.reference)
      void navigate(`/orders/${next.reference}`, { state: { phone: draft.phone } });
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const { name, phone, note, buyerPin } = draft;
    if (!name.trim() || !phone.trim()) {
      window.alert(t.missingDetails);
      return;
    }
    if (!normalizeKenyanPhone(phone)) {
      setProblem(t.badPhone);
      return;
    }
    if (blocked) {
      setProblem(cartWords(lang).fixQuantities);
      return;
    }
    const delivery = deliveryChoice(t, draft, zones.data);
    if (typeof delivery === 'string') {
      setProblem(delivery);
      return;
    }
    setProblem(null);
    if (pending && pending.signature === signature) {
      openChat(pending);
      return;
    }
    setSending(true);
    const input: OrderInput = {
      customerName: name,
      phone,
      items: lines.map(orderItem),
      delivery,
      locationLink,
      note: note.trim() || null,
      buyerPin: buyerPin.trim() || null,
    };
    // Older phone browsers lack AbortSignal.timeout; they wait for the network instead.
    const signal =
      typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(SAVE_TIMEOUT_MS) : undefined;
    if (onAccount) {
      await sendOnAccount(input, signal);
      return;
    }
    let next: Pending;
    try {
      const order = await placeOrder(input, signal);
      next = {
        text: placedOrderMessage(t.message, {
          order: { ...order, statusUrl: statusUrlIn(lang, order.statusUrl) },
          customerName: name,
          phone,
          delivery,
          locationLink,
          lang,
        }),
        reference: order.reference,
        signature,
      };
    } catch (err) {
      if (err instanceof ApiError && isRefusal(err.status)) {
        // The shop refused the order as asked (an item gone, a bad detail): say why and keep the
        // cart so the visitor can fix it.
        setProblem(err.message);
        return;
      }
      // The shop could not be reached or failed: the chat message still carries the order.
      next = {
        text: fallbackOrderMessage(t.message, {
          customerName: name,
          phone,
          lines: lines.map(messageLine),
          delivery,
          locationLink,
          lang,
        }),
        reference: null,
        signature,
      };
    } finally {
      setSending(false);
    }
    openChat(next);
  }

  /**
   * An order on account goes to the shop's list, not to the chat: nothing is paid now, so the
   * customer is taken straight to the order's page, which says whether it awaits approval.
   */
  async function sendOnAccount(input: OrderInput, signal: AbortSignal | undefined) {
    try {
      const order = await placeAccountOrder(input, signal);
      cartActions.clear();
      if (order.account.state === 'awaiting') toast.success(t.placedAwaiting);
      else toast.success(t.placedOnAccount);
      void navigate(`/orders/${order.reference}`, { state: { phone: input.phone } });
    } catch (err) {
      setProblem(err instanceof ApiError ? err.message : t.onAccountFailed);
    } finally {
      setSending(false);
    }
  }

  return {
    draft,
    edit,
    account,
    onAccount,
    setOnAccount,
    send,
    sending,
    problem,
    subtotal,
    fee,
    total: subtotal + (fee ?? 0),
    /** The county chosen for delivery is in no zone (known only once the zones have loaded). */
    noZone: Boolean(draft.county && zones.data && !zone),
    zonesFailed: zones.isError,
  };
}
