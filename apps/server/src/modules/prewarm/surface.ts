/**
 * The prewarm module's surface: what other modules may use of it (docs/development.md, "Layout and
 * the dependency rule"). Another module imports prewarm only from here; the composition root
 * (app.ts, main/, start/) may import any file.
 */
export { presentStock } from './prewarm.present.js';
export { inventory } from './stock.service.js';
