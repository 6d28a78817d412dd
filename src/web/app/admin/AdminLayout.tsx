import { useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import type { Capability } from '#shared/staff-roles.js';
import { useCan } from '../../lib/capabilities';
import styles from './admin.module.css';

// Each link names what opening it asks (decision 47); the sidebar shows only what the person may use.
const LINKS: {
  to: string;
  label: string;
  icon: string;
  end: boolean;
  /** Shown to whoever holds any of these. */
  capability: Capability | readonly Capability[];
}[] = [
  { to: '/admin', label: 'Dashboard', icon: '▦', end: true, capability: 'admin.home' },
  { to: '/admin/blogs', label: 'Manage Blogs', icon: '✎', end: false, capability: 'content.edit' },
  {
    to: '/admin/products',
    label: 'Manage Products',
    icon: '⚒',
    end: false,
    capability: 'products.text',
  },
  {
    to: '/admin/services',
    label: 'Manage Services',
    icon: '⚙',
    end: false,
    capability: 'content.edit',
  },
  { to: '/admin/orders', label: 'Orders', icon: '☰', end: false, capability: 'orders.read' },
  {
    to: '/admin/payments',
    label: 'Payments',
    icon: '¤',
    end: false,
    capability: 'payments.record',
  },
  { to: '/admin/quotes', label: 'Quotes', icon: '✍', end: false, capability: 'orders.read' },
  { to: '/admin/reviews', label: 'Reviews', icon: '★', end: false, capability: 'content.edit' },
  { to: '/admin/comments', label: 'Comments', icon: '✉', end: false, capability: 'content.edit' },
  { to: '/admin/jobs', label: 'Jobs', icon: '⟳', end: false, capability: 'settings.manage' },
  { to: '/admin/staff', label: 'Staff', icon: '☺', end: false, capability: 'staff.manage' },
  { to: '/admin/activity', label: 'Activity', icon: '≡', end: false, capability: 'staff.manage' },
  { to: '/admin/counter', label: 'Counter', icon: '⊞', end: false, capability: 'counter.sell' },
  {
    to: '/admin/reports',
    label: 'Reports',
    icon: '▤',
    end: false,
    capability: ['reports.all', 'reports.stock', 'reports.own-takings'],
  },
  { to: '/admin/etims', label: 'KRA eTIMS', icon: '✓', end: false, capability: 'settings.manage' },
  {
    to: '/admin/account-orders',
    label: 'Trade accounts',
    icon: '⚖',
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
  const { can } = useCan();
  const links = LINKS.filter((l) => [l.capability].flat().some(can));
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
          {links.map((l) => (
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
          {links.map((l) => (
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
