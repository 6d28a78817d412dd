import { Link } from 'react-router';
import { mediaVariantUrl } from '../../../../shared/media';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteProduct, useProducts } from '../api';
import { LoadError } from '../../../components/ui/LoadError';
import { ProductCsvPanel } from './ProductCsvPanel';
import { QuickEditCells } from './QuickEditCells';
import './admin-products.css';

export const DELETE_CONFIRM = 'Are you sure you want to delete this product?';

export default function ManageProductsPage() {
  const products = useProducts();
  const remove = useDeleteProduct();

  return (
    <section className="admin-products" aria-labelledby="manage-products-title">
      <div className="admin-products__head">
        <h1 id="manage-products-title">Manage Hardware Products</h1>
        <Link to="/admin/products/new" className="btn btn-primary">
          + Add New Product
        </Link>
      </div>
      <ProductCsvPanel />
      {remove.isError && (
        <p className="form-error" role="alert">
          {errorMessage(remove.error)}
        </p>
      )}
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
        <div className="table-wrap card">
          <table className="admin-table">
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
                        className="admin-table__thumb"
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
                    <div className="admin-table__actions">
                      <Link
                        to={`/admin/products/edit/${encodeURIComponent(p._id)}`}
                        className="btn btn-outline btn-sm"
                        aria-label={`Edit ${p.name}`}
                      >
                        Edit
                      </Link>
                      <button
                        type="button"
                        className="btn btn-danger btn-sm"
                        aria-label={`Delete ${p.name}`}
                        disabled={remove.isPending && remove.variables === p._id}
                        onClick={() => {
                          if (window.confirm(DELETE_CONFIRM)) remove.mutate(p._id);
                        }}
                      >
                        Delete
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
