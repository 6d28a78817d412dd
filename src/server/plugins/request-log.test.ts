import { describe, expect, it } from 'vitest';
import { loggedUrl } from './request-log.js';

describe('the request log', () => {
  it("never writes the secret token of Daraja's callback paths", () => {
    expect(loggedUrl('/api/payments/lipa/0123abcdef/stk')).toBe(
      '/api/payments/lipa/[redacted]/stk',
    );
    expect(loggedUrl('/api/payments/lipa/0123abcdef/paybill/confirmation?x=1')).toBe(
      '/api/payments/lipa/[redacted]/paybill/confirmation?x=1',
    );
    expect(loggedUrl('/api/orders/ARH-7K3Q-9XF2')).toBe('/api/orders/ARH-7K3Q-9XF2');
  });
});
