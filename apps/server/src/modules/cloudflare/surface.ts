/**
 * The cloudflare module's surface: what other modules may use of it (docs/development.md, "Layout and
 * the dependency rule"). Another module imports cloudflare only from here; the composition root
 * (app.ts, main/, start/) may import any file.
 */
export { moveDomainLinks } from './cloudflare.repository.js';
