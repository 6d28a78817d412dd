import { useLocation } from 'react-router';

/** Link props that send a visitor to /login and back to this page afterwards. */
export function useLoginLink() {
  const location = useLocation();
  return { to: '/login', state: { from: location } } as const;
}
