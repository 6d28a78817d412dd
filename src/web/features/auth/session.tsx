import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { SessionUser } from '#shared/auth.schema.js';
import { ROLES } from '#shared/constants.js';
import { readText, remove, STORAGE_KEYS, writeJson, writeText } from '../../lib/storage';
import { api, onUnauthorized } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { afterLaterParts } from '../../components/ui/Later';

// The session: loading at start, then anonymous or authenticated. A stored
// token is checked with GET /auth/check-user; a failed check is logged and leaves the visitor
// anonymous. Login stores token and user; logout tells the server, then clears both.

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'anonymous'; user: null }
  | { status: 'authenticated'; user: SessionUser };

interface SessionValue {
  session: SessionState;
  signIn(token: string, user: SessionUser): void;
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

/**
 * The shape of the session check's user, checked by hand: this file is in every page's first
 * script, and the schema library is kept out of it.
 */
function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v._id === 'string' &&
    typeof v.email === 'string' &&
    typeof v.username === 'string' &&
    ROLES.some((role) => role === v.role)
  );
}

export function SessionProvider({
  children,
  hydrating = true,
}: {
  children: ReactNode;
  /**
   * Whether the page on screen came from the server. It was drawn for a visitor without a
   * session, so the first render must be anonymous too and a stored token is read only after it;
   * a page drawn in the browser alone (the admin area) starts as 'loading' instead, or its guard
   * would send a signed-in admin to the login page before the token is checked.
   */
  hydrating?: boolean;
}) {
  const [session, setSession] = useState<SessionState>(() =>
    !hydrating && readText(STORAGE_KEYS.token)
      ? { status: 'loading', user: null }
      : { status: 'anonymous', user: null },
  );
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!readText(STORAGE_KEYS.token)) return;
    // After the parts of a server-rendered page still waiting to be taken over (Later): they are
    // taken over as the server drew them, for a visitor, and change after. Preact keeps the
    // server's attributes in what it takes over, so a part taken over 'loading' would show a
    // visitor's buttons enabled; React would find a waiting part's text changed (#418). As
    // transitions too, for React.
    let cancelled = false;
    const cancels: (() => void)[] = [];
    const show = (next: SessionState, then?: () => void) =>
      cancels.push(
        afterLaterParts(() => {
          startTransition(() => setSession(next));
          then?.();
        }),
      );
    show({ status: 'loading', user: null });
    api<{ user: unknown }>('/auth/check-user')
      .then(({ user }) => {
        if (cancelled) return;
        if (!isSessionUser(user)) throw new Error('Unexpected session check answer');
        writeJson(STORAGE_KEYS.user, user);
        // What the server rendered was for a visitor; per-user parts (reactions) load again.
        show({ status: 'authenticated', user }, () => void queryClient.invalidateQueries());
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        console.error('Session restore failed', err);
        show({ status: 'anonymous', user: null });
      });
    return () => {
      cancelled = true;
      for (const cancel of cancels) cancel();
    };
  }, [queryClient]);

  useEffect(
    () =>
      onUnauthorized(() => {
        setSession({ status: 'anonymous', user: null });
      }),
    [],
  );

  const signIn = useCallback(
    (token: string, user: SessionUser) => {
      writeText(STORAGE_KEYS.token, token);
      writeJson(STORAGE_KEYS.user, user);
      setSession({ status: 'authenticated', user });
      // Per-user data (reactions, admin lists) must be fetched again as this user.
      void queryClient.invalidateQueries();
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      await api('/auth/logout', { method: 'POST' });
    } catch (err) {
      console.error('Logout call failed', err);
    }
    remove(STORAGE_KEYS.token);
    remove(STORAGE_KEYS.user);
    setSession({ status: 'anonymous', user: null });
    // Nothing private stays in memory for the next person on this phone.
    queryClient.removeQueries({ queryKey: queryKeys.admin });
    queryClient.removeQueries({ queryKey: queryKeys.me });
    void queryClient.invalidateQueries();
  }, [queryClient]);

  const value = useMemo(() => ({ session, signIn, signOut }), [session, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
