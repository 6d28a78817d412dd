import { lazy, type ComponentType } from 'react';

type PageModule = { default: ComponentType };

export interface LazyPage {
  /** Renders the page; suspends (inside the layout's Suspense) until its module has arrived. */
  Page: ComponentType;
  /** Loads the module, so the page renders at once: the server and hydration call it first. */
  preload: () => Promise<void>;
}

/**
 * A page whose code loads when first needed. A page the server rendered must hydrate without
 * suspending (the browser's first render has to match the server's HTML), so both sides call
 * `preload` for the matched pages before rendering; a page reached later by a link suspends while
 * its chunk loads, and the router's transition keeps the previous page on screen meanwhile.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    loaded ??= (await load()).default;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType };
  });
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { Page, preload };
}
