import type { OrderStatus } from '#shared/order.schema.js';
import type { PaymentStatus } from '#shared/payment.schema.js';

// What modules announce and others hear (docs/decisions/135-typed-events.md). A module that
// changed something says so here instead of calling into the modules that care: the orders
// module announces 'order.changed' and the order page's prepared answers drop themselves, without
// orders or payments knowing of that cache. Every event is announced AFTER its transaction has
// committed, so a hearer reads what was written; work that must land with the write (order Paid
// when money arrives) is a durable job queued in the transaction, not a hearer. Hearers run at
// once, in the order they began to listen; one that throws (or whose promise rejects) is logged
// and the others still hear: the announcer's write has happened and is never undone by a hearer.

/** Every event: its name and what it carries. A payload that does not fit fails the typecheck. */
export interface ShopEvents {
  /** An order's status, lines or notes were written (placed, moved, noted). */
  'order.changed': { orderId: string; reference: string; status: OrderStatus };
  /** A payment was recorded or withdrawn without settling (a prompt sent, one never sent). */
  'payment.changed': { paymentId: string; orderId: string | null };
  /** A payment reached its final status (paid, cancelled, failed, amount-differs, no-answer...). */
  'payment.settled': { paymentId: string; orderId: string | null; status: PaymentStatus };
  /**
   * What shoppers see of the catalogue changed (a product's fields, price, stock, images; products
   * created or deleted). `origin` says whether this server wrote it or another server on the same
   * database did (modules/products/catalogue-sync.ts relays only this server's own).
   */
  'catalogue.changed': { origin: 'this-server' | 'another-server' };
}

export type EventName = keyof ShopEvents;
export type Hearer<K extends EventName> = (payload: ShopEvents[K]) => void | Promise<void>;

export interface EventBus {
  /** Announces `name` to every hearer; call after the write has committed. Never throws. */
  emit<K extends EventName>(name: K, payload: ShopEvents[K]): void;
  /** Hears `name` from now on; the answer stops hearing. */
  on<K extends EventName>(name: K, hearer: Hearer<K>): () => void;
}

/** Where a failing hearer is reported: pino's (and Fastify's) logger fits. */
export interface EventLog {
  error(details: object, message: string): void;
}

/** One bus per app instance, so test apps never hear each other's writes. */
export function createEventBus(log: EventLog): EventBus {
  const hearers = new Map<EventName, Set<Hearer<never>>>();
  const failed = (event: EventName) => (err: unknown) =>
    log.error({ err, event }, 'an event hearer failed; the announcer carried on');
  return {
    emit(name, payload) {
      for (const hearer of [...(hearers.get(name) ?? [])] as Hearer<typeof name>[]) {
        try {
          const heard = hearer(payload);
          if (heard instanceof Promise) heard.catch(failed(name));
        } catch (err) {
          failed(name)(err);
        }
      }
    },
    on(name, hearer) {
      let set = hearers.get(name);
      if (!set) hearers.set(name, (set = new Set()));
      set.add(hearer as Hearer<never>);
      return () => set.delete(hearer as Hearer<never>);
    },
  };
}
