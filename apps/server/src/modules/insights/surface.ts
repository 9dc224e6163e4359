/**
 * The insights module's surface: what other modules may use of it (docs/development.md, "Layout and
 * the dependency rule"). Another module imports insights only from here; the composition root
 * (app.ts, main/, start/) may import any file.
 */
export { startSandboxCampaign } from './campaign.job.js';
