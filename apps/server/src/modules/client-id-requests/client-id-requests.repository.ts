import {
  defineGrantRequestStore,
  type GrantRequestFieldChanges,
} from '../grant-requests/surface.js';
import type { ClientIdRequestRow } from './client-id-requests.table.js';

/**
 * The shared request repository on `client_id_requests`, one request open per domain and client
 * id (open key `<domain id>:<client id>`).
 */
export const clientIdRequests = defineGrantRequestStore<ClientIdRequestRow>(
  'client_id_requests',
  'domain_id',
);

export type ClientIdRequestFieldChanges = GrantRequestFieldChanges<ClientIdRequestRow>;

/** List client-id requests's totals: per workspace, by domain and status. */
export const clientIdRequestCounts = clientIdRequests.counts;

export const {
  findById: findClientIdRequestById,
  findByUid: findClientIdRequestByUid,
  findOpen: findOpenClientIdRequest,
  updateFields: updateClientIdRequestFields,
} = clientIdRequests;
