import { useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '#shared/api.js';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

// The shop's identity (name, phone, links). The server writes it into index.html as a JSON block,
// so the first paint already has it; the API call is the fallback (e.g. the Vite dev server).

function embedded(): SiteInfo | undefined {
  if (typeof document === 'undefined') return undefined;
  const el = document.getElementById('site-info');
  if (!el?.textContent) return undefined;
  try {
    // Written by our own server; a light shape check keeps the schema library out of the entry.
    const value: unknown = JSON.parse(el.textContent);
    const site = value as Partial<SiteInfo> | null;
    return typeof site?.name === 'string' &&
      typeof site.phone === 'string' &&
      typeof site.social === 'object'
      ? (value as SiteInfo)
      : undefined;
  } catch {
    return undefined;
  }
}

export const FALLBACK_SITE: SiteInfo = {
  name: 'Athi River Hardware',
  phone: '254712345678',
  phoneDisplay: '+254 712 345 678',
  email: 'sales@athiriverhardware.co.ke',
  location: 'Athi River, Machakos, Kenya',
  social: { tiktok: '#', facebook: '#', whatsapp: '#' },
};

export function useSite(): SiteInfo {
  const { data } = useQuery({
    queryKey: queryKeys.site,
    queryFn: () => api<SiteInfo>('/site'),
    initialData: embedded,
    staleTime: Infinity,
  });
  return data ?? FALLBACK_SITE;
}
