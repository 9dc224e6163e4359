import { Type } from 'typebox';
import { Nullable, Timestamp, Uid } from '../../http/schemas.js';
import { GrantRequestStatusSchema } from '../grant-requests/surface.js';

/** A consent request as its operations return it. */
export const ConsentRequest = Type.Object(
  {
    _id: Type.String({ description: 'Internal identifier.' }),
    uid: Uid('Public identifier: the `data.consent_request.uid` of its events.'),
    status: GrantRequestStatusSchema,
    previous_status: Nullable(GrantRequestStatusSchema),
    consent_url: Type.String({
      description:
        'The URL the mailbox’s user opens to grant consent, while `pending`; empty otherwise.',
    }),
    status_text: Type.String({ description: 'Short message for display; may be empty.' }),
    status_reason: Type.String({
      description: 'Why the request failed, errored or was cancelled (free text); may be empty.',
    }),
    retry_count: Type.Integer({ description: 'Verification retries so far.' }),
    max_retries: Type.Integer({ description: 'Retries before the request ends `errored`.' }),
    completed_at: Nullable(Timestamp('When a terminal status was reached.')),
    expires_at: Nullable(Timestamp('When a `pending` request expires; null otherwise.')),
    redirect_url: Type.String({
      description: 'Where the user’s browser goes after answering; empty for none.',
    }),
    platform: Type.String({ description: 'The mailbox’s platform: GOOGLE, MICROSOFT or AZURE.' }),
    mailbox_email: Type.String({ description: 'Address of the mailbox.' }),
    mailbox: Type.Object({ uid: Type.String(), email: Type.String() }),
    created_at: Timestamp(),
    updated_at: Timestamp(),
  },
  { title: 'ConsentRequest' },
);
