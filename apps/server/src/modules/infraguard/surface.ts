/**
 * The infraguard module's surface: what other modules may use of it (docs/development.md, "Layout and
 * the dependency rule"). Another module imports infraguard only from here; the composition root
 * (app.ts, main/, start/) may import any file.
 */
export { checkBlocklists } from './checks/blocklist.check.js';
export { bounceMetrics } from './checks/bounce.check.js';
export { checkDns } from './checks/dns.check.js';
export { carryProtection } from './domain-move.js';
export { DEFAULT_SETTINGS } from './infraguard.settings.js';
export { sendingHeld } from './listings.js';
export type { SenderSignals } from './sender-signals.js';
export { senderSignals, signalsFor } from './sender-signals.js';
