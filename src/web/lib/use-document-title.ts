import { useEffect } from 'react';

/**
 * Keeps the tab's title in step with the page after moving within the app; a full page load
 * already gets the same title from the server's head.
 */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
