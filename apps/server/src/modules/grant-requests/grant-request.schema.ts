import { Type } from 'typebox';
import { GRANT_REQUEST_STATUSES } from './grant-request.lifecycle.js';

/** The shared status enum of consent and client-id requests. */
export const GrantRequestStatusSchema = Type.Enum([...GRANT_REQUEST_STATUSES], {
  description:
    'queued, pending, processing, then completed, failed, errored or cancelled (docs/lifecycles.md).',
});
