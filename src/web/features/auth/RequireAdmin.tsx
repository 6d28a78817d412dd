import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import styles from './require-admin.module.css';
import { useSession } from './session';
import { useLoginLink } from './use-login-link';

/**
 * The admin guard: 'Checking permissions...' while the session loads, then /login without a
 * user and / for anyone not an admin. The server enforces the same rule on every admin call
 * (docs/decisions/002-route-policies.md).
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const login = useLoginLink();
  if (session.status === 'loading') {
    return <p className={styles.guardMessage}>Checking permissions...</p>;
  }
  if (session.status === 'anonymous') {
    return <Navigate to={login} replace />;
  }
  if (session.user.role !== 'admin') {
    return <Navigate to="/" replace />;
  }
  return <>{children}</>;
}
