// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aProduct } from '../../../test/products';
import { QuickEditCells } from './QuickEditCells';

const product = aProduct({
  sku: 'NAIL-3',
  name: 'Misumari 3 inch',
  category: 'Fasteners',
  unit: 'kg',
  price: 250,
  stock: 80,
  reorderLevel: 10,
});

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function renderRow() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <table>
        <tbody>
          <tr>
            <QuickEditCells product={product} />
          </tr>
        </tbody>
      </table>
    </QueryClientProvider>,
  );
}

describe('quick edits in the products table', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    localStorage.setItem('token', 'admin-token');
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the server message when a value is refused, then saves only what changed', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ message: 'Stock must be a whole number.', code: 'VALIDATION_ERROR' }, 400),
    );
    fetchMock.mockResolvedValueOnce(json({ ...product, stock: 75 }));
    const user = userEvent.setup();
    renderRow();
    expect(screen.getByText('80')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quick edit Misumari 3 inch' }));

    const stock = screen.getByLabelText('Stock of Misumari 3 inch');
    await user.clear(stock);
    await user.type(stock, '7.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Stock must be a whole number.');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/products/p1');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({ stock: '7.5' });

    await user.clear(stock);
    await user.type(stock, '75{Enter}');
    await waitFor(() =>
      expect(screen.queryByLabelText('Stock of Misumari 3 inch')).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const [, second] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(JSON.parse(String(second.body))).toEqual({ stock: '75' });
  });

  it('sends nothing when nothing changed, and Escape leaves the fields', async () => {
    const user = userEvent.setup();
    renderRow();
    await user.click(screen.getByRole('button', { name: 'Quick edit Misumari 3 inch' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Quick edit Misumari 3 inch' }));
    await user.type(screen.getByLabelText('Price of Misumari 3 inch'), '9{Escape}');
    expect(screen.queryByLabelText('Price of Misumari 3 inch')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
