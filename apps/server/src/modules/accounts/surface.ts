/**
 * The accounts module's surface: what other modules may use of it (docs/development.md, "Layout and
 * the dependency rule"). Another module imports accounts only from here; the composition root
 * (app.ts, main/, start/) may import any file.
 */
export type { Credential } from './accounts.service.js';
export {
  createTeam,
  credentialManagesBilling,
  getTeamById,
  getTeamByUid,
  listTeamsPage,
  teamSizes,
} from './accounts.service.js';
export type { TeamRow } from './accounts.table.js';
export { checkContactDetails, completeContact } from './contact-details.js';
export { ContactDetailsSchema, PartialContactDetailsSchema } from './contact-details.schema.js';
export { getRegistrantContact } from './registrant-contact.service.js';
