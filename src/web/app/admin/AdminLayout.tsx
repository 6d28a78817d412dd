import { useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import styles from './admin.module.css';

const LINKS = [
  { to: '/admin', label: 'Dashboard', icon: '▦', end: true },
  { to: '/admin/blogs', label: 'Manage Blogs', icon: '✎', end: false },
  { to: '/admin/products', label: 'Manage Products', icon: '⚒', end: false },
  { to: '/admin/services', label: 'Manage Services', icon: '⚙', end: false },
  { to: '/admin/orders', label: 'Orders', icon: '☰', end: false },
  { to: '/admin/payments', label: 'Payments', icon: '¤', end: false },
  { to: '/admin/quotes', label: 'Quotes', icon: '✍', end: false },
  { to: '/admin/reviews', label: 'Reviews', icon: '★', end: false },
  { to: '/admin/comments', label: 'Comments', icon: '✉', end: false },
  { to: '/admin/jobs', label: 'Jobs', icon: '⟳', end: false },
  { to: '/admin/reports', label: 'Reports', icon: '▤', end: false, capability: 'reports.all' },
  { to: '/admin/etims', label: 'KRA eTIMS', icon: '✓', end: false, capability: 'settings.manage' },
  {
    to: '/admin/account-orders',
    label: 'Trade accounts',
    icon: '✓',
    end: false,
    capability: 'accounts.manage',
  },
];

/**
 * The admin layout: one sidebar titled 'Admin', 220 px wide or 70 px collapsed
 * (docs/decisions/068-admin-sidebar.md).
 */
export function AdminLayout() {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <div className={`${styles.admin} ${collapsed ? styles.adminCollapsed : ''}`}>
      <aside className={styles.adminSidebar} aria-label="Admin navigation">
        <div className={styles.adminSidebarHead}>
          <span className={styles.adminSidebarTitle}>Admin</span>
          <button
            type="button"
            className={styles.adminSidebarToggle}
            onClick={() => setCollapsed((c) => !c)}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
          >
            {collapsed ? '»' : '«'}
          </button>
        </div>
        <nav>
          {LINKS.map((l) => (
            <NavLink
              key={l.to}
              to={l.to}
              end={l.end}
              className={styles.adminSidebarLink}
              title={l.label}
            >
              <span className={styles.adminSidebarIcon} aria-hidden="true">
                {l.icon}
              </span>
              <span className={styles.adminSidebarLabel}>{l.label}</span>
            </NavLink>
          ))}
        </nav>
      </aside>
      <div className={styles.adminContent}>
        <nav className={styles.adminMobileNav} aria-label="Admin sections">
          {LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} end={l.end}>
              {l.label}
            </NavLink>
          ))}
        </nav>
        <Outlet />
      </div>
    </div>
  );
}
