import { defineLifecycle } from '../../lib/lifecycle.js';

/**
 * One mailbox exported to one sequencer. Mailboxes the sequencer connects by OAuth (MICROSOFT and
 * AZURE everywhere; GOOGLE on lemlist) pass through `authorizing`, where the service grants the
 * sequencer's app access to the mailbox; the others are added with SMTP/IMAP and the app password.
 */
export const EXPORT_STATUSES = [
  'pending',
  'authorizing',
  'exporting',
  'completed',
  'failed',
] as const;

export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** How a mailbox is connected to the sequencer. */
export type ExportMethod = 'imap' | 'oauth';

export const exportLifecycle = defineLifecycle<ExportStatus>({
  name: 'export',
  statuses: EXPORT_STATUSES,
  initial: ['pending'],
  transitions: {
    pending: {
      authorizing: 'a worker starts an OAuth export',
      exporting: 'a worker starts an SMTP/IMAP export',
      failed: 'the mailbox or the sequencer is no longer active',
    },
    authorizing: {
      exporting: 'OAuth consent granted to the sequencer',
      failed: 'consent refused, the platform unreachable, or the sequencer no longer active',
    },
    exporting: {
      completed: 'the sequencer added the mailbox',
      failed: 'the mailbox refused, the platform unreachable, or the sequencer no longer active',
    },
    completed: {},
    failed: {},
  },
  terminal: ['completed', 'failed'],
});
