import { useRoutes } from 'react-router';
import { useI18n } from '../lib/i18n';
import { routesIn } from './routes';

/** The shop's pages for the current address, inside the browser's or the server's router. */
export function AppRoutes() {
  return useRoutes(routesIn(useI18n().lang));
}
