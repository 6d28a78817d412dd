// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AdminList, useListAddress, type AdminListColumn, type ListPage } from './AdminList';

// The one admin list screen, as staff use it on orders, quotes and payments: rows under column
// headings, a whole row a link, filters and search in the address, paging, and the list's states.

interface Row {
  id: string;
  who: string;
  total: number;
}

const COLUMNS: AdminListColumn<Row>[] = [
  { header: 'Reference', width: '8rem', cell: (r) => r.id },
  { header: 'Customer', cell: (r) => r.who },
  { header: 'Total', align: 'end', cell: (r) => `KSh ${r.total}` },
];

const STATUSES = ['new', 'paid'] as const;

type Answer = ListPage<Row> | Error | 'pending';

/** A list screen over a fake API: `answer` says what a page of the list comes back as. */
function renderList(
  at: string,
  answer: (asked: { status: string; q: string; page: number }) => Answer,
  extra: { withLinks?: boolean; rowExtra?: (row: Row) => React.ReactNode } = {},
) {
  const asked: { status: string; q: string; page: number }[] = [];
  function Screen() {
    const address = useListAddress({ status: STATUSES });
    const params = { status: address.filters.status, q: address.q, page: address.page };
    const query = useQuery({
      queryKey: ['rows', params],
      retry: false,
      queryFn: () => {
        asked.push(params);
        const a = answer(params);
        if (a === 'pending') return new Promise<ListPage<Row>>(() => undefined);
        if (a instanceof Error) throw a;
        return a;
      },
    });
    return (
      <AdminList
        name="rows"
        title="Rows"
        noun={{ one: 'row', many: 'rows' }}
        address={address}
        filters={[{ name: 'status', label: 'Status', all: 'All statuses', options: STATUSES }]}
        searchPlaceholder="Reference or name"
        query={query}
        columns={COLUMNS}
        rowKey={(r) => r.id}
        rowLink={
          extra.withLinks === false
            ? undefined
            : (r) => ({ to: `/rows/${r.id}`, label: `Row ${r.id} from ${r.who}` })
        }
        rowExtra={extra.rowExtra}
        rowTestId="row"
      />
    );
  }
  const router = createMemoryRouter(
    [
      { path: '/rows', element: <Screen /> },
      { path: '/rows/:id', element: <p>a row opened</p> },
    ],
    { initialEntries: [at] },
  );
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, asked, search: () => router.state.location.search };
}

const page = (items: Row[], total = items.length, pageSize = 30): ListPage<Row> => ({
  items,
  total,
  pageSize,
});
const ann: Row = { id: 'ARH-1', who: 'Ann', total: 1500 };
const ben: Row = { id: 'ARH-2', who: 'Ben', total: 250 };

describe('the admin list screen', () => {
  it('shows the count, the column headings and a row per entry that opens it', async () => {
    const { router } = renderList('/rows', () => page([ann, ben]));
    expect(await screen.findByText('2 rows')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Rows' })).toBeVisible();
    const row = screen.getByRole('link', { name: 'Row ARH-1 from Ann' });
    expect(row).toHaveTextContent('ARH-1AnnKSh 1500');
    expect(row).toHaveAttribute('href', '/rows/ARH-1');
    expect(screen.getAllByTestId('row')).toHaveLength(2);
    // The headings and every row share one set of column tracks.
    const tracks = '8rem minmax(0, 1fr) minmax(0, 1fr)';
    expect(
      screen.getByText('Reference').parentElement!.style.getPropertyValue('--admin-list-columns'),
    ).toBe(tracks);
    expect(row.style.getPropertyValue('--admin-list-columns')).toBe(tracks);
    fireEvent.click(row);
    expect(router.state.location.pathname).toBe('/rows/ARH-1');
  });

  it('says one row, not one rows', async () => {
    renderList('/rows', () => page([ann]));
    expect(await screen.findByText('1 row')).toBeVisible();
  });

  it('puts a filter and a search into the address and asks for page 1 of them', async () => {
    const { asked, search } = renderList('/rows?page=3', () => page([ann], 100));
    await screen.findByText('100 rows');
    expect(asked.at(-1)).toEqual({ status: '', q: '', page: 3 });

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'paid' } });
    await screen.findByText('100 rows');
    expect(search()).toBe('?status=paid');

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: '  ann ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(search()).toBe('?status=paid&q=ann');
    await vi.waitFor(() => expect(asked.at(-1)).toEqual({ status: 'paid', q: 'ann', page: 1 }));
  });

  it('pages with Previous and Next, keeping the filter and the search', async () => {
    const { search } = renderList('/rows?status=new&q=a', () => page([ann], 61));
    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByText('Page 1 of 3 (61 in all)')).toBeVisible();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(search()).toBe('?status=new&q=a&page=2');
    expect(await screen.findByText('Page 2 of 3 (61 in all)')).toBeVisible();
  });

  it('reads a filter value it does not know as no filter', async () => {
    const { asked } = renderList('/rows?status=lost', () => page([ann]));
    await screen.findByText('1 row');
    expect(asked.at(-1)).toEqual({ status: '', q: '', page: 1 });
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('says it is loading, then what failed with a Retry', async () => {
    let fail = true;
    renderList('/rows', () => (fail ? new Error('The server is down.') : page([ann])));
    expect(screen.getByText('Loading rows...')).toBeVisible();
    expect(await screen.findByText(/We could not load the rows/)).toBeVisible();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 row')).toBeVisible();
  });

  it('tells an empty list from a filter that matches nothing', async () => {
    renderList('/rows', () => page([]));
    expect(await screen.findByText('No rows yet.')).toBeVisible();
    cleanup();
    renderList('/rows?q=zzz', () => page([]));
    expect(await screen.findByText('No rows match this filter.')).toBeVisible();
  });

  it('draws a row without a link, with what staff do to it underneath', async () => {
    renderList('/rows', () => page([ann, ben]), {
      withLinks: false,
      rowExtra: (r) => (r.who === 'Ann' ? <button type="button">Attach {r.id}</button> : null),
    });
    await screen.findByText('2 rows');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    const [first, second] = screen.getAllByTestId('row');
    expect(within(first!).getByRole('button', { name: 'Attach ARH-1' })).toBeVisible();
    expect(within(second!).queryByRole('button')).toBeNull();
  });
});
