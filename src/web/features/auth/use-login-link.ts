import { useLocation } from 'react-router';
import { addressIn, useI18n } from '../../lib/i18n';
import { isReturnPath, returnPathOf, withNext } from './return-to';

/**
 * Where a Login link goes: /login with this page as its `next` (the whole path, /sw/ and query
 * included), drawn so by the server too, so a press before take-over keeps it
 * (docs/decisions/118-presses-at-take-over.md). On an account page the link keeps the
 * `next` that page already carries.
 */
export function useLoginLink(): string {
  const location = useLocation();
  const { lang } = useI18n();
  const here = `${addressIn(lang, location.pathname, location.search)}${location.hash}`;
  if (isReturnPath(here)) return withNext('/login', here);
  return withNext('/login', returnPathOf(new URLSearchParams(location.search)));
}
