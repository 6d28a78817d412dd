import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Capability } from '#shared/staff-roles.js';
import { useCan } from '../../lib/capabilities';

/**
 * An admin page opened by whoever holds any of `need` (decision 47). A person who types the
 * address of a page their roles do not open is taken to the dashboard, never shown a page that
 * only says 'forbidden'; the server refuses the page's data regardless.
 */
export function RequireCan({
  need,
  children,
}: {
  need: Capability | readonly Capability[];
  children: ReactNode;
}) {
  const { can, loaded } = useCan();
  if (!loaded) return <p className="muted">Loading...</p>;
  if (![need].flat().some(can)) return <Navigate to="/admin" replace />;
  return children;
}
