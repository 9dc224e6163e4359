/**
 * The grant-requests module's surface: what other modules may use of it (docs/development.md, "Layout and
 * the dependency rule"). Another module imports grant-requests only from here; the composition root
 * (app.ts, main/, start/) may import any file.
 */

export type { GrantRequestStatus } from './grant-request.lifecycle.js';
export { isTerminal } from './grant-request.lifecycle.js';
export { after, defineGrantRequestMoves, providerReason } from './grant-request.moves.js';
export { GrantRequestStatusSchema } from './grant-request.schema.js';
export type { GrantRequestFieldChanges } from './grant-requests.store.js';
export { defineGrantRequestStore } from './grant-requests.store.js';
