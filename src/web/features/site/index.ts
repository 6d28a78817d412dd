// The shop's identity (name, phone, address) for every page.
export { FALLBACK_SITE, useSite } from './use-site';
