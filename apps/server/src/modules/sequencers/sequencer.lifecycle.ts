import { defineLifecycle } from '../../lib/lifecycle.js';

/**
 * The connection to a sequencer account. The contract names only `active`; the rest are ours
 * (docs/lifecycles.md). A sequencer is deleted outright (its sealed credentials with it), so no
 * status is terminal: every other one can be verified again by updating the connection.
 */
export const SEQUENCER_STATUSES = [
  'verifying',
  'awaiting_code',
  'active',
  'failed',
  'disconnected',
] as const;

export type SequencerStatus = (typeof SEQUENCER_STATUSES)[number];

const UPDATED = 'connection updated';

export const sequencerLifecycle = defineLifecycle<SequencerStatus>({
  name: 'sequencer',
  statuses: SEQUENCER_STATUSES,
  initial: ['verifying'],
  transitions: {
    verifying: {
      active: 'the platform accepted the connection',
      awaiting_code: 'the platform sent a one-time code to the login',
      failed: 'the platform refused the connection, or stayed unreachable',
    },
    awaiting_code: {
      active: 'the right code was entered',
      failed: 'the code expired or was entered wrong too often',
      verifying: UPDATED,
    },
    active: {
      disconnected: 'the platform refused the stored credentials',
      verifying: UPDATED,
    },
    failed: { verifying: UPDATED },
    disconnected: { verifying: UPDATED },
  },
  terminal: [],
});
