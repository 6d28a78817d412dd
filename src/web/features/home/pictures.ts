import { useEffect, useState } from 'react';
import type * as Content from './content';

// The home page's icons and drawings (./content) are drawn by the server, and kept as it drew
// them when the browser takes the page over (components/ui/ServerHtml): the page's script does not
// need them then, so they come in a chunk of their own, asked for only when the app itself draws
// those parts (the home page opened by a link inside the app). The server loads them before it
// renders the page (the home route's prefetch, app/routes.tsx).

type Pictures = typeof Content;

let loaded: Pictures | undefined;

/** Loads the pictures' module (the server, before it renders the home page). */
export async function loadHomePictures(): Promise<Pictures> {
  loaded ??= await import('./content');
  return loaded;
}

/** The pictures, at once if they are here; else undefined until they have come. */
export function useHomePictures(): Pictures | undefined {
  const [pictures, setPictures] = useState(() => loaded);
  useEffect(() => {
    if (pictures) return;
    let live = true;
    void loadHomePictures().then((p) => {
      if (live) setPictures(p);
    });
    return () => {
      live = false;
    };
  }, [pictures]);
  return pictures;
}
