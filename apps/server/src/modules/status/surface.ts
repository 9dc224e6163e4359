/**
 * The status module's surface: what other modules may use of it (docs/development.md, "Layout and
 * the dependency rule"). Another module imports status only from here; the composition root
 * (app.ts, main/, start/) may import any file.
 */
export { ProviderStatusResponse, providerStatusAnswer } from './routes/get-provider-status.js';
