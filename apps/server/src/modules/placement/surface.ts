/**
 * The placement module's surface: what other modules may use of it (docs/development.md, "Layout and
 * the dependency rule"). Another module imports placement only from here; the composition root
 * (app.ts, main/, start/) may import any file.
 */
export { figures } from './placement.present.js';
export { SEED_PROVIDERS } from './seed-providers.js';
export {
  checkSeed,
  findSeed,
  listSeeds,
  placementSeedStatus,
  presentSeed,
  setSeedEnabled,
} from './seeds.service.js';
