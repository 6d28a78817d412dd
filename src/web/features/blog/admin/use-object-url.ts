import { useEffect, useState } from 'react';

/**
 * A temporary address for a chosen file, released when the file changes or the component using
 * it goes away (leaving the screen, removing a preview), so previews never leak memory.
 */
export function useObjectUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
