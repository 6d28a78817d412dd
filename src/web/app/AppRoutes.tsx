import { useRoutes } from 'react-router';
import { routes } from './routes';

/** The shop's pages for the current address, inside the browser's or the server's router. */
export function AppRoutes() {
  return useRoutes(routes);
}
