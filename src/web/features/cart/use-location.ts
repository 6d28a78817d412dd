import { useCallback, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { mapsLink } from '../../lib/whatsapp-link';

// The customer's location for the order: detecting, then a maps link or 'Location not detected',
// with the old site's alerts (in the page's language) when the browser cannot or may not tell.

export type LocationState =
  | { status: 'idle' }
  | { status: 'detecting' }
  | { status: 'found'; link: string }
  | { status: 'failed' };

export function useCustomerLocation(active: boolean) {
  const [state, setState] = useState<LocationState>({ status: 'idle' });
  const asked = useRef(false);
  const { geolocationUnsupported, geolocationDenied } = useI18n().m.cart;

  const detect = useCallback(() => {
    if (
      typeof navigator === 'undefined' ||
      !('geolocation' in navigator) ||
      !navigator.geolocation
    ) {
      setState({ status: 'failed' });
      window.alert(geolocationUnsupported);
      return;
    }
    setState({ status: 'detecting' });
    navigator.geolocation.getCurrentPosition(
      (position) =>
        setState({
          status: 'found',
          link: mapsLink(position.coords.latitude, position.coords.longitude),
        }),
      () => {
        setState({ status: 'failed' });
        window.alert(geolocationDenied);
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  }, [geolocationUnsupported, geolocationDenied]);

  // Once per visit of the page, when the cart has something to deliver (the ref keeps React's
  // development double effects from asking twice).
  useEffect(() => {
    if (!active || asked.current) return;
    asked.current = true;
    detect();
  }, [active, detect]);

  return { location: state, detect };
}
