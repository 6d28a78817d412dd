// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Capability } from '#shared/staff-roles.js';
import { aProduct } from '../../../test/products';
import ProductFormPage from './ProductFormPage';

// Decision 47 on the product form: what the person's roles do not change is shown read-only (the
// server refuses such a save with 403), and the variants grid only to those who may change it.

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function renderAs(capabilities: Capability[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/admin/me') return json({ user: { _id: 'u1' }, roles: [], capabilities });
      if (url === '/api/admin/products/p1')
        return json(aProduct({ name: 'Bamburi Cement 50kg', price: 780 }));
      return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/products/edit/p1']}>
        <Routes>
          <Route path="/admin/products/edit/:id" element={<ProductFormPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the product form by role', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lets an editor change the name but shows the price read-only, without the variants grid', async () => {
    renderAs(['admin.home', 'products.text', 'content.edit']);
    expect(await screen.findByLabelText('Product Name *')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Price (Ksh) *')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Price (Ksh) *')).toHaveValue('780');
    expect(screen.queryByRole('heading', { name: /options and variants/i })).toBeNull();
  });

  it('lets an owner change the price', async () => {
    const { CAPABILITIES } = await import('#shared/staff-roles.js');
    renderAs([...CAPABILITIES]);
    expect(await screen.findByLabelText('Price (Ksh) *')).not.toHaveAttribute('readonly');
  });
});
