import { Type } from 'typebox';
import { Nullable, Timestamp, Uid } from '../../http/schemas.js';
import { GrantRequestStatusSchema } from '../grant-requests/surface.js';

/** A client-id request as its operations return it. */
export const ClientIdRequest = Type.Object(
  {
    _id: Type.String({ description: 'Internal identifier.' }),
    uid: Uid('Public identifier: the `data.client_id_request.uid` of its events.'),
    status: GrantRequestStatusSchema,
    previous_status: Nullable(GrantRequestStatusSchema),
    domain_uid: Type.String({ description: 'uid of the domain (List domains).' }),
    domain_name: Type.String({ description: 'The domain the grant applies to.' }),
    client_id: Type.String({
      description:
        'The application being granted, lowercase: `….apps.googleusercontent.com` (GOOGLE) or a GUID (MICROSOFT, AZURE).',
    }),
    platform: Type.String({
      description:
        'GOOGLE, MICROSOFT or AZURE: told from the client id, and for a GUID from the domain’s mailboxes. Events carry no platform.',
    }),
    instructions: Type.String({
      description:
        'GOOGLE: how to add the client id in domain-wide delegation. MICROSOFT / AZURE: that there is nothing to do. Empty while `queued`.',
    }),
    scopes: Type.Array(Type.String(), {
      description: 'GOOGLE: the OAuth scopes to delegate. Empty for MICROSOFT / AZURE.',
    }),
    status_text: Type.String({ description: 'Short message for display; may be empty.' }),
    status_reason: Type.String({
      description:
        'Why it failed or errored: a short code on GOOGLE (`delegation_not_found`, `missing_scopes`, `provider_error`, `domain_not_active`), the provider’s words on MICROSOFT / AZURE. Empty otherwise.',
    }),
    retry_count: Type.Integer({ description: 'Verification retries so far.' }),
    max_retries: Type.Integer({ description: 'Retries before the request gives up.' }),
    completed_at: Nullable(Timestamp('When a terminal status was reached.')),
    created_at: Timestamp(),
    updated_at: Timestamp(),
  },
  { title: 'ClientIdRequest' },
);
