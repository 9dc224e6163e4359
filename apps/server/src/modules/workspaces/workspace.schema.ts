import { Type } from 'typebox';
import { Timestamp, Uid } from '../../http/schemas.js';

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
