import { Type } from 'typebox';
import { invalidField } from '../../http/errors.js';
import { Nullable, Timestamp, Uid } from '../../http/schemas.js';
import {
  type DestinationPolicyOptions,
  refusedLiteralAddress,
} from '../../lib/destination-guard.js';

export const UseSharedBilling = Type.Boolean({
  description:
    'true (the default): purchases in this workspace are paid from the team’s wallet; false: from the workspace’s own wallet (see the Billing operations, `workspace_uid`).',
});

/** A workspace as every operation returns it. */
export const Workspace = Type.Object(
  {
    _id: Type.String({
      description: 'Internal identifier (the `workspace_id` of webhook metadata).',
    }),
    uid: Uid('Public identifier; send it as X-Workspace-Id.'),
    name: Type.String(),
    webhook_url: Type.String({
      description: 'Receiver of this workspace’s webhook events; empty when unset.',
    }),
    webhook_disabled_at: Nullable(
      Timestamp(
        'When delivery was turned off because every attempt failed for days; null while the webhook is enabled. Setting the webhook again (Update workspace webhook) re-enables it.',
      ),
    ),
    webhook_disabled_reason: Nullable(
      Type.String({ description: 'Why the webhook was disabled; null while it is enabled.' }),
    ),
    admins_only: Type.Boolean({
      description: 'When true, only the team’s admins see and use this workspace.',
    }),
    use_shared_billing: UseSharedBilling,
    created_at: Timestamp(),
    updated_at: Timestamp(),
  },
  { title: 'Workspace' },
);

export const WorkspaceName = Type.String({
  minLength: 1,
  maxLength: 100,
  pattern: '\\S',
  description: 'Display name, 1 to 100 characters.',
});

export const WebhookUrl = Type.String({
  maxLength: 2048,
  description:
    'An absolute http(s) URL without credentials in it; an empty string clears the webhook.',
});

/** A 400 naming `webhook_url` for a literal address deliveries would be refused (destination-guard). */
export function requireDeliverable(url: string, options: DestinationPolicyOptions): void {
  const problem = refusedLiteralAddress(url, options);
  if (problem) throw invalidField('webhook_url', problem);
}
export const AdminsOnly = Type.Boolean({
  description:
    'Only the team’s admins see and use the workspace; to other members it does not exist (default false).',
});
