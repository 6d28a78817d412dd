import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadMessages, loadPageMessages } from '../lib/i18n';

// Components drawn on their own read the English messages.
await loadMessages('en');
await loadPageMessages();

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});
