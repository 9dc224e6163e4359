/**
 * The verified-destinations module's surface: what other modules may use of it (docs/development.md, "Layout and
 * the dependency rule"). Another module imports verified-destinations only from here; the composition root
 * (app.ts, main/, start/) may import any file.
 */
export { isVerifiedDestination, unverifiedDestination } from './verified-destinations.service.js';
