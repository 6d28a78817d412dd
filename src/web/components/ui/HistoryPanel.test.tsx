// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HistoryPanel } from './HistoryPanel';

// A record's History (decision 49) is asked for when opened: the payments list has one per row.

describe('the History panel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the record’s events only when opened, then lists who changed what and why', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            items: [
              {
                _id: 'e1',
                at: '2026-11-27T08:00:00.000Z',
                byId: 'u1',
                by: 'Achieng',
                roles: ['cashier'],
                action: 'payment.record',
                entity: 'payment',
                entityId: 'pay1',
                changes: [['amount', null, 1500]],
                reason: 'Receipt book 14',
                requestId: 'r1',
              },
            ],
          }),
          { headers: { 'content-type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <HistoryPanel entity="payment" id="pay1" />
      </QueryClientProvider>,
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByText('History'));
    expect(await screen.findByText('Achieng')).toBeInTheDocument();
    expect(screen.getByText(/Receipt book 14/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/history/payment/pay1', expect.anything());
  });
});
