import type { WebhookEvent } from '@mailwright/sdk/webhooks';
import { describe, expect, it } from 'vitest';
import { handleEvent } from '../src/handlers.js';
import type { RecordWriter } from '../src/store.js';

const unusedWriter = new Proxy({} as RecordWriter, {
  get() {
    throw new Error('nothing is stored for this event');
  },
});

describe('handleEvent', () => {
  it('notes a verification code sent to a forwarding destination, without the code', () => {
    const event = {
      event: 'verified_destination.verification_sent',
      timestamp: '2026-11-24T01:00:00.000Z',
      team_id: 't',
      team_name: 'Team',
      eventId: 'e1',
      data: {
        verified_destination: {
          uid: '0b6f2c1e-1111-4111-8111-111111111111',
          destination: 'replies@acme.example',
          message_id: '<m@mailwright.invalid>',
          code_expires_at: '2026-11-24T01:30:00.000Z',
          verification_code: '123456',
        },
        metadata: { sandbox: true, sent_at: '2026-11-24T01:00:00.000Z' },
      },
    } satisfies WebhookEvent;
    const outcome = handleEvent(event, 'e1', unusedWriter);
    expect(outcome).toMatchObject({
      outcome: 'noted',
      kind: 'verified_destination',
      uid: event.data.verified_destination.uid,
    });
    expect(outcome.notices[0]?.fields).toEqual({
      destination_uid: event.data.verified_destination.uid,
      destination: 'replies@acme.example',
    });
    expect(JSON.stringify(outcome)).not.toContain('123456');
  });
});
