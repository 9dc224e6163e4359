/**
 * The warmup module's surface: what other modules may use of it (docs/development.md, "Layout and
 * the dependency rule"). Another module imports warmup only from here; the composition root
 * (app.ts, main/, start/) may import any file.
 */
export { healthScores } from './warmup.present.js';
export { enrollExported, settingsOfSequencer } from './warmup.sequencer.js';
export { enroll, liveSubscriptionOf } from './warmup.service.js';
export { carryWarmupOver } from './warmup.transfer.js';
