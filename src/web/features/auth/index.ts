// What other features and the app shell use of the auth feature.
export { SessionProvider, useSession } from './session';
export { RequireAdmin } from './RequireAdmin';
export { useLoginLink } from './use-login-link';
