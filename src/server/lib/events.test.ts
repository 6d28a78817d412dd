import { describe, expect, it } from 'vitest';
import { createEventBus, type EventLog } from './events.js';

function bus() {
  const logged: { details: object; message: string }[] = [];
  const log: EventLog = { error: (details, message) => logged.push({ details, message }) };
  return { events: createEventBus(log), logged };
}

describe('the event bus', () => {
  it('hands each hearer what was announced, in the order they began to listen', () => {
    const { events } = bus();
    const heard: string[] = [];
    events.on('order.changed', (e) => void heard.push(`first ${e.reference} ${e.status}`));
    events.on('order.changed', (e) => void heard.push(`second ${e.orderId}`));
    events.on('payment.settled', () => void heard.push('not this one'));

    events.emit('order.changed', { orderId: 'o1', reference: 'ARH-7K3Q-9XF2', status: 'Paid' });

    expect(heard).toEqual(['first ARH-7K3Q-9XF2 Paid', 'second o1']);
  });

  it('logs a hearer that throws and still tells the others; the announcer never sees it', () => {
    const { events, logged } = bus();
    const heard: string[] = [];
    events.on('catalogue.changed', () => {
      throw new Error('cache gone wrong');
    });
    events.on('catalogue.changed', (e) => void heard.push(e.origin));

    expect(() => events.emit('catalogue.changed', { origin: 'this-server' })).not.toThrow();

    expect(heard).toEqual(['this-server']);
    expect(logged).toHaveLength(1);
    expect(logged[0]!.details).toMatchObject({ event: 'catalogue.changed' });
    expect((logged[0]!.details as { err: Error }).err.message).toBe('cache gone wrong');
  });

  it('logs a hearer whose promise rejects', async () => {
    const { events, logged } = bus();
    events.on('payment.changed', async () => {
      await Promise.resolve();
      throw new Error('later');
    });

    events.emit('payment.changed', { paymentId: 'p1', orderId: null });
    await new Promise((resolve) => setImmediate(resolve));

    expect(logged.map((l) => l.details)).toMatchObject([{ event: 'payment.changed' }]);
  });

  it('stops telling a hearer that stopped listening', () => {
    const { events } = bus();
    let count = 0;
    const stop = events.on('payment.settled', () => void (count += 1));
    events.emit('payment.settled', { paymentId: 'p1', orderId: 'o1', status: 'paid' });
    stop();
    events.emit('payment.settled', { paymentId: 'p1', orderId: 'o1', status: 'paid' });
    expect(count).toBe(1);
  });

  it('refuses, at the typecheck, a payload that does not fit its event', () => {
    const { events } = bus();
    const wrong = () => {
      // @ts-expect-error 'Shipped' is not an order status
      events.emit('order.changed', { orderId: 'o1', reference: 'ARH-1', status: 'Shipped' });
      // @ts-expect-error an order event carries its reference
      events.emit('order.changed', { orderId: 'o1', status: 'Paid' });
      // @ts-expect-error no such event
      events.emit('order.placed', {});
      // @ts-expect-error a catalogue event's origin is this server or another
      events.emit('catalogue.changed', { origin: 'somewhere' });
      // @ts-expect-error a hearer of payments does not get an order's reference
      events.on('payment.settled', (e) => e.reference);
    };
    expect(wrong).toBeTypeOf('function');
  });
});
