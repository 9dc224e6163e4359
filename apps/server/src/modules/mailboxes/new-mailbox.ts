import type { AppContext } from '../../context.js';
import { newId, newUid } from '../../lib/ids.js';
import type { DomainRow } from '../domains/surface.js';
import { newCredentials, sealCredentials } from './credentials.js';
import { platformProfile } from './mailbox.platforms.js';
import { addressKeyOf } from './mailbox.transition.js';
import type { MailboxRow } from './mailboxes.table.js';

/**
 * A new mailbox row on `domain`, with fresh sealed credentials and nothing billed yet:
 * `scheduled` for a purchase (its setup jobs then run), `active` for an import (the operator's
 * mailboxes, already running). On a platform with a tenant, the domain's first mailbox
 * (`existing` 0) is its admin and later ones are add-ons to that tenant.
 */
export function newMailboxRow(
  ctx: AppContext,
  owner: { teamId: string; workspaceId: string },
  domain: Pick<DomainRow, 'id' | 'name'>,
  mailbox: {
    platform: string;
    username: string;
    first_name: string;
    last_name: string;
    profile_picture?: string;
    status: 'scheduled' | 'active';
    existing: number;
  },
  now: string,
): MailboxRow {
  const tenant = platformProfile(mailbox.platform).tenant;
  return {
    id: newId(),
    uid: newUid(),
    team_id: owner.teamId,
    workspace_id: owner.workspaceId,
    domain_id: domain.id,
    domain_name: domain.name,
    username: mailbox.username,
    address_key: addressKeyOf({ domain_id: domain.id, username: mailbox.username }),
    first_name: mailbox.first_name,
    last_name: mailbox.last_name,
    profile_picture: mailbox.profile_picture ?? '',
    signature: '',
    forwarding_email: '',
    platform: mailbox.platform,
    setup_kind: 'purchase',
    status: mailbox.status,
    previous_status: null,
    status_reason: '',
    failure_code: '',
    host_notes: '',
    status_changed_at: now,
    step_deadline: null,
    is_admin: tenant && mailbox.existing === 0 ? 1 : 0,
    is_add_on: tenant && mailbox.existing > 0 ? 1 : 0,
    ...sealCredentials(ctx.secrets, newCredentials(mailbox.platform)),
    host_account_id: null,
    renewal_date: null,
    renewal_status: 'na',
    cancel_at: null,
    resetup_status: 'none',
    resetup_count: 0,
    last_resetup_at: null,
    activated_at: mailbox.status === 'active' ? now : null,
    charge_entry_id: null,
    charge_cents: null,
    created_at: now,
    updated_at: now,
  };
}
