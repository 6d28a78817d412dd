import { useMemo, useState } from 'react';
import { PRICE_FILTER } from '../../../../shared/constants';
import { useProducts } from '../api';
import {
  filterOptions,
  filterProducts,
  maxPriceLabel,
  NO_FILTERS,
  type Filters,
} from '../catalogue';
import { ProductCard } from '../components/ProductCard';
import { QuickView } from '../components/QuickView';
import { LoadError } from '../../../components/ui/LoadError';
import '../products.css';

export default function ProductsPage() {
  const products = useProducts();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useMemo(() => products.data ?? [], [products.data]);
  const options = useMemo(() => filterOptions(list), [list]);
  const shown = useMemo(() => filterProducts(list, filters), [list, filters]);
  const open = openId ? list.find((p) => p._id === openId) : undefined;
  const set = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, ...patch }));

  return (
    <section className="page container products-page" aria-labelledby="products-title">
      <h1 id="products-title">Hardware Inventory</h1>
      <p className="muted">
        Building materials, tools and hardware essentials in stock at our Athi River yard.
      </p>

      <form
        className="filters card"
        aria-label="Filter products"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="field">
          <label htmlFor="filter-category">Category</label>
          <select
            id="filter-category"
            value={filters.category}
            onChange={(e) => set({ category: e.target.value })}
          >
            {options.categories.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-brand">Brand</label>
          <select
            id="filter-brand"
            value={filters.brand}
            onChange={(e) => set({ brand: e.target.value })}
          >
            {options.brands.map((b) => (
              <option key={b}>{b}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-location">Location</label>
          <select
            id="filter-location"
            value={filters.location}
            onChange={(e) => set({ location: e.target.value })}
          >
            {options.locations.map((l) => (
              <option key={l}>{l}</option>
            ))}
          </select>
        </div>
        <div className="field filters__price">
          <label htmlFor="filter-price">
            Max Price: <output htmlFor="filter-price">{maxPriceLabel(filters.maxPrice)}</output>
          </label>
          <input
            id="filter-price"
            type="range"
            min={PRICE_FILTER.min}
            max={PRICE_FILTER.max}
            step={PRICE_FILTER.step}
            value={filters.maxPrice}
            aria-valuetext={maxPriceLabel(filters.maxPrice)}
            onChange={(e) => set({ maxPrice: Number(e.target.value) })}
          />
        </div>
      </form>

      {products.isPending ? (
        <p className="products-status" role="status">
          Loading hardware items...
        </p>
      ) : products.isError ? (
        <LoadError
          what="the products"
          error={products.error}
          onRetry={() => products.refetch()}
          retrying={products.isFetching}
        />
      ) : shown.length === 0 ? (
        <p className="products-status">No products found.</p>
      ) : (
        <ul className="product-grid" aria-label="Products">
          {shown.map((p) => (
            <ProductCard key={p._id} product={p} onQuickView={() => setOpenId(p._id)} />
          ))}
        </ul>
      )}

      {open && <QuickView product={open} onClose={() => setOpenId(null)} />}
    </section>
  );
}
