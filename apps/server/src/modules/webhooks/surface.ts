/**
 * The webhooks module's surface: what other modules may use of it (docs/development.md, "Layout and
 * the dependency rule"). Another module imports webhooks only from here; the composition root
 * (app.ts, main/, start/) may import any file.
 */
export { emitEvent, emitStatusEvent } from './events.service.js';
export { webhookHealth } from './metrics.service.js';
