import { Link } from 'react-router';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { Stars } from '../reviews';
import { useDashboard, useDeleteReview } from './api';
import { LoadError } from '../../components/ui/LoadError';
import { formatCount, formatDateTime } from '../../lib/format';
import { Button } from '../../components/ui/Button';
import styles from './dashboard.module.css';

function TileText({ value, label }: { value: number; label: string }) {
  return (
    <>
      <span className={styles.dashboardValue}>{formatCount(value)}</span>
      <span className={styles.dashboardLabel} data-testid="dashboard-label">
        {label}
      </span>
    </>
  );
}

/**
 * The dashboard: the shop at a glance, and review moderation
 * (docs/decisions/068-admin-sidebar.md).
 */
export default function DashboardPage() {
  const dashboard = useDashboard();
  const deleteReview = useDeleteReview();

  if (dashboard.isPending) return <p className="muted">Loading dashboard...</p>;
  if (dashboard.isError) {
    return (
      <LoadError
        what="the dashboard"
        error={dashboard.error}
        onRetry={() => dashboard.refetch()}
        retrying={dashboard.isFetching}
      />
    );
  }
  const { counts, lowStock, recentMessages, recentReviews, etims } = dashboard.data;
  const tiles = [
    { label: 'Products', value: counts.products, to: '/admin/products' },
    {
      label: 'Low stock',
      value: counts.lowStock,
      to: '/admin/products',
      warn: counts.lowStock > 0,
    },
    { label: 'Blogs', value: counts.blogs, to: '/admin/blogs' },
    { label: 'Services', value: counts.services, to: '/admin/services' },
    { label: 'Reviews', value: counts.reviews, to: null },
    { label: 'Messages', value: counts.messages, to: '/admin/messages' },
    {
      label: 'New orders',
      value: counts.newOrders,
      to: '/admin/orders?status=New',
      warn: counts.newOrders > 0,
    },
    {
      label: etims.oldest
        ? `KRA receipts unsigned, oldest ${formatDateTime(etims.oldest)}`
        : 'KRA receipts unsigned',
      value: etims.unsigned,
      to: '/admin/etims',
      warn: etims.unsigned > 0,
    },
  ];

  function removeReview(id: string, name: string) {
    if (!window.confirm(`Delete the review by ${name}?`)) return;
    deleteReview.mutate(id, {
      onSuccess: () => toast.success('Review deleted.'),
      onError: (err) => toast.error(errorMessage(err, 'The review could not be deleted.')),
    });
  }

  return (
    <div className={styles.dashboard}>
      <h1>Dashboard</h1>
      <ul className={styles.dashboardTiles}>
        {tiles.map((tile) => (
          <li key={tile.label}>
            {tile.to ? (
              <Link
                to={tile.to}
                className={`${styles.dashboardTile} card ${tile.warn ? styles.dashboardTileWarn : ''}`}
              >
                <TileText value={tile.value} label={tile.label} />
              </Link>
            ) : (
              <div className={`${styles.dashboardTile} card`}>
                <TileText value={tile.value} label={tile.label} />
              </div>
            )}
          </li>
        ))}
      </ul>

      <div className={styles.dashboardGrid}>
        <section className={`card ${styles.dashboardPanel}`} aria-labelledby="low-stock-title">
          <h2 id="low-stock-title">Low stock</h2>
          {lowStock.length === 0 ? (
            <p className="muted">Every product is above its reorder level.</p>
          ) : (
            <table className={styles.dashboardTable}>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Stock</th>
                  <th scope="col">Reorder at</th>
                </tr>
              </thead>
              <tbody>
                {lowStock.map((p) => (
                  <tr key={p.variantId}>
                    <td>
                      <Link to={`/admin/products/edit/${p._id}`}>{p.name}</Link>
                    </td>
                    <td>{p.stockText}</td>
                    <td>{p.reorderText}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>

        <section className={`card ${styles.dashboardPanel}`} aria-labelledby="messages-title">
          <h2 id="messages-title">Newest messages</h2>
          {recentMessages.length === 0 ? (
            <p className="muted">No contact messages yet.</p>
          ) : (
            <ul className={styles.dashboardList}>
              {recentMessages.map((m) => (
                <li key={m._id}>
                  <div className={styles.dashboardMeta}>
                    <strong>{m.name}</strong> <a href={`mailto:${m.email}`}>{m.email}</a>
                    <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
                  </div>
                  <p>{m.message}</p>
                </li>
              ))}
            </ul>
          )}
          <Link to="/admin/messages">All messages</Link>
        </section>

        <section className={`card ${styles.dashboardPanel}`} aria-labelledby="reviews-title">
          <h2 id="reviews-title">Newest reviews</h2>
          {recentReviews.length === 0 ? (
            <p className="muted">No reviews yet.</p>
          ) : (
            <ul className={styles.dashboardList}>
              {recentReviews.map((r) => (
                <li key={r._id}>
                  <div className={styles.dashboardMeta}>
                    <strong>{r.name}</strong> <Stars rating={r.rating} />
                    <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
                  </div>
                  <p>{r.message}</p>
                  <Button
                    type="button"
                    variant="danger"
                    size="sm"
                    onClick={() => removeReview(r._id, r.name)}
                    disabled={deleteReview.isPending}
                  >
                    Delete review
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
