import { useBrowserValue } from './use-browser-value';

const never = () => () => undefined;
const yes = () => true;
const no = () => false;

/**
 * False while the page is drawn by the server and while the browser takes it over, true from the
 * render after. A control the app disables by its state (Submit Review until the review is
 * valid) stays enabled before take-over, so a press is seen and held by the page's early script
 * (public/page-capture.js), which presses it again once it is enabled (docs/decisions/102).
 */
export function useTakenOver(): boolean {
  return useBrowserValue(never, yes, no);
}
