import { useBrowserValue } from './use-browser-value';

// The page's early script (public/page-capture.js) marks <html data-holding> while it holds what
// a visitor typed and pressed before take-over, and removes the mark once it has handed the typed
// values to the app; a page without it (the admin area, the unit tests) has no mark.
const HOLDING = 'data-holding';

const watchHolding = (onChange: () => void) => {
  if (typeof MutationObserver === 'undefined') return () => undefined;
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [HOLDING] });
  return () => observer.disconnect();
};
const handedOver = () => !document.documentElement.hasAttribute(HOLDING);
const no = () => false;

/**
 * False while the page is drawn by the server, while the browser takes it over, and until the
 * early script has handed the app what was typed before; true from the render after. A control
 * the app disables by its state (Submit Review until the review is valid) stays enabled until its
 * state holds what is on screen, so a press before or at the moment of take-over is seen and held
 * by the early script, which presses it again once it is enabled (docs/decisions/102, 118).
 */
export function useTakenOver(): boolean {
  return useBrowserValue(watchHolding, handedOver, no);
}
