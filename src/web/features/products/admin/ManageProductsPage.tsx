import { useSearchParams } from 'react-router';
import { catalogueQueryParams, parseCatalogueQuery } from '#shared/catalogue-query.js';
import { mediaVariantUrl } from '#shared/media.js';
import { errorMessage } from '../../../lib/api-client';
import { useCatalogue, useDeleteProduct } from '../api';
import { LoadError } from '../../../components/ui/LoadError';
import { PageLinks } from '../../../components/ui/PageLinks';
import { ProductCsvPanel } from './ProductCsvPanel';
import { QuickEditCells } from './QuickEditCells';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { RowActions } from '../../../components/ui/RowActions';
import styles from './admin-products.module.css';
import { FormError } from '../../../components/ui/FormError';

export const DELETE_CONFIRM = 'Are you sure you want to delete this product?';

const ADMIN_PAGE_SIZE = 48;

/** Search and page live in the address, so an edit returns to the same page of the table. */
function useAdminCatalogue() {
  const [params, setParams] = useSearchParams();
  const parsed = parseCatalogueQuery({
    q: params.get('q') ?? undefined,
    page: params.get('page') ?? undefined,
  });
  const query = parsed.ok
    ? { ...parsed.query, pageSize: ADMIN_PAGE_SIZE }
    : { sort: 'newest' as const, page: 1, pageSize: ADMIN_PAGE_SIZE };
  const catalogue = useCatalogue(query);
  const total = catalogue.data?.total ?? 0;
  const href = (page: number) => {
    const next = catalogueQueryParams({ q: query.q, page });
    return next.size > 0 ? `/admin/products?${next.toString()}` : '/admin/products';
  };
  return {
    query,
    catalogue,
    pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
    href,
    search: (q: string) => setParams(catalogueQueryParams({ q })),
  };
}

function AdminSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  return (
    <form
      role="search"
      className={styles.adminProductsSearch}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(String(new FormData(e.currentTarget).get('q') ?? '').trim());
      }}
    >
      <input
        type="search"
        name="q"
        className="input"
        defaultValue={value}
        aria-label="Search products by name, SKU, brand or category"
        placeholder="Search name, SKU, brand..."
        maxLength={100}
      />
      <Button type="submit" variant="outline" size="sm">
        Search
      </Button>
    </form>
  );
}

export default function ManageProductsPage() {
  const admin = useAdminCatalogue();
  const products = { ...admin.catalogue, data: admin.catalogue.data?.items ?? [] };
  const remove = useDeleteProduct();

  return (
    <section aria-labelledby="manage-products-title">
      <div className={styles.adminProductsHead}>
        <h1 id="manage-products-title">Manage Hardware Products</h1>
        <ButtonLink to="/admin/products/new" variant="primary">
          + Add New Product
        </ButtonLink>
      </div>
      <ProductCsvPanel />
      <AdminSearch key={admin.query.q ?? ''} value={admin.query.q ?? ''} onSearch={admin.search} />
      {remove.isError && <FormError>{errorMessage(remove.error)}</FormError>}
      {products.isPending ? (
        <p className="muted">Loading products...</p>
      ) : products.isError ? (
        <LoadError
          what="the products"
          error={products.error}
          onRetry={() => products.refetch()}
          retrying={products.isFetching}
        />
      ) : products.data.length === 0 ? (
        <p className="muted">No products found. Add one to get started.</p>
      ) : (
        <div className={`${styles.tableWrap} card`}>
          <table className={styles.adminTable}>
            <thead>
              <tr>
                <th scope="col">Image</th>
                <th scope="col">Name</th>
                <th scope="col">Category</th>
                <th scope="col">Brand</th>
                <th scope="col">Unit</th>
                <th scope="col">Stock</th>
                <th scope="col">Price</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {products.data.map((p) => (
                <tr key={p._id}>
                  <td>
                    {p.image ? (
                      <img
                        src={mediaVariantUrl(p.image, 'card')}
                        alt={p.name}
                        className={styles.adminTableThumb}
                        loading="lazy"
                      />
                    ) : (
                      <span className="muted">No Image</span>
                    )}
                  </td>
                  <th scope="row">{p.name}</th>
                  <td>{p.category ?? '-'}</td>
                  <td>{p.brand ?? '-'}</td>
                  <td>{p.unit}</td>
                  <QuickEditCells product={p} />
                  <td>
                    <div className={styles.adminTableActions}>
                      <ButtonLink
                        to={`/admin/products/${encodeURIComponent(p._id)}/stock`}
                        variant="outline"
                        size="sm"
                        aria-label={`Stock history of ${p.name}`}
                      >
                        Stock
                      </ButtonLink>
                      <RowActions
                        name={p.name}
                        editTo={`/admin/products/edit/${encodeURIComponent(p._id)}`}
                        deleting={remove.isPending && remove.variables === p._id}
                        onDelete={() => {
                          if (window.confirm(DELETE_CONFIRM)) remove.mutate(p._id);
                        }}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <PageLinks
            page={admin.query.page}
            pageCount={admin.pageCount}
            to={admin.href}
            label="Product table pages"
          />
        </div>
      )}
    </section>
  );
}
