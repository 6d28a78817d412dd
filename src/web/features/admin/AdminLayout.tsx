import { useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import './admin.css';

const LINKS = [
  { to: '/admin', label: 'Dashboard', icon: '▦', end: true },
  { to: '/admin/blogs', label: 'Manage Blogs', icon: '✎', end: false },
  { to: '/admin/products', label: 'Manage Products', icon: '⚒', end: false },
  { to: '/admin/services', label: 'Manage Services', icon: '⚙', end: false },
  { to: '/admin/orders', label: 'Orders', icon: '☰', end: false },
  { to: '/admin/reviews', label: 'Reviews', icon: '★', end: false },
  { to: '/admin/comments', label: 'Comments', icon: '✉', end: false },
];

/**
 * The admin layout: one sidebar titled 'Admin', 220 px wide or 70 px collapsed
 * (docs/decisions/068-admin-sidebar.md).
 */
export function AdminLayout() {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <div className={`admin ${collapsed ? 'admin--collapsed' : ''}`}>
      <aside className="admin-sidebar" aria-label="Admin navigation">
        <div className="admin-sidebar__head">
          <span className="admin-sidebar__title">Admin</span>
          <button
            type="button"
            className="admin-sidebar__toggle"
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
              className="admin-sidebar__link"
              title={l.label}
            >
              <span className="admin-sidebar__icon" aria-hidden="true">
                {l.icon}
              </span>
              <span className="admin-sidebar__label">{l.label}</span>
            </NavLink>
          ))}
        </nav>
      </aside>
      <div className="admin-content">
        <nav className="admin-mobile-nav" aria-label="Admin sections">
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
