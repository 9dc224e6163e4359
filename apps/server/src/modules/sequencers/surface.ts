/**
 * The sequencers module's surface: what other modules may use of it (docs/development.md, "Layout and
 * the dependency rule"). Another module imports sequencers only from here; the composition root
 * (app.ts, main/, start/) may import any file.
 */
export { exportMailboxes, exportStatus } from './export.service.js';
export { getSequencer } from './sequencers.service.js';
