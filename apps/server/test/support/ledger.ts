import { newId } from '../../src/lib/ids.js';
import { NOTHING_HAPPENED_YET } from '../../src/modules/mail/ledger.js';
import type { MailMessageRow } from '../../src/modules/mail/mail.table.js';

/**
 * A campaign message as the mail ledger keeps it when it has just been sent (nothing has
 * happened to it yet), its own thread, with `over` on top.
 */
export function ledgerMessage(over: Partial<MailMessageRow> = {}): MailMessageRow {
  const messageId = `<${newId()}@sender.example>`;
  return {
    id: newId(),
    kind: 'campaign',
    team_id: 't',
    workspace_id: 'w1',
    mailbox_id: 'mb1',
    domain_id: 'd1',
    sender: 'ana@sender.example',
    recipient: 'lead@gmail.com',
    recipient_domain: 'gmail.com',
    recipient_provider: 'google',
    recipient_mailbox_id: null,
    message_id: messageId,
    in_reply_to: null,
    thread_id: messageId,
    sent_at: '2026-03-02T09:15:00.000Z',
    ...NOTHING_HAPPENED_YET,
    subject: 'Hello',
    sending_ip: null,
    body_template: null,
    ...over,
  };
}
