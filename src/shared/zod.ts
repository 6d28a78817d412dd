import { z } from 'zod';

// The one import of zod for the shared schemas. In the browser the shop's CSP forbids eval, and
// zod would try `new Function` once to see whether it may compile fast parsers; the browser logs
// that as a CSP violation. There it parses without compiling (its parsers are fast enough for
// form input); the server keeps the compiled ones.
if ('document' in globalThis) z.config({ jitless: true });

export { z };
