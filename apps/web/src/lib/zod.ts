// What `zod` is in the web app (vite.config.ts points the name here): zod, configured before any schema
// is built. It would otherwise compile faster parsers with eval (new Function), which the page's CSP
// forbids, and the browser reports every attempt.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
