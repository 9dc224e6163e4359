import type { WebhookEvent } from '@mailwright/sdk/webhooks';
import { describe, expect, it } from 'vitest';
import { formatEventJson, formatEventLine } from '../src/start/listen-format.js';

// What `mailwright listen` prints for each kind of event: the record's uid and the name a person
// knows it by, and the status change (from the metadata where the record shows no previous one).

const at = { receivedAt: new Date('2026-11-21T18:30:12.345Z'), showCredentials: false };
const event = (name: string, data: Record<string, unknown>) =>
  ({
    event: name,
    timestamp: '2026-11-21T18:30:12.000Z',
    team_id: 't',
    team_name: 'Acme',
    data,
    eventId: 'e1',
  }) as unknown as WebhookEvent;

describe('listen lines', () => {
  it.each([
    [
      'mailbox.status_changed',
      {
        mailbox: {
          uid: 'm1',
          email: 'ana@acme.com',
          status: 'active',
          previous_status: 'finalizing_setup',
          password: 'pw',
        },
        metadata: {},
      },
      'mailbox m1 ana@acme.com  finalizing_setup -> active',
    ],
    [
      'domain.status_changed',
      {
        domain: {
          uid: 'd1',
          name: 'acme.com',
          status: 'active',
          previous_status: 'waiting_for_dns_propagation',
        },
        metadata: {},
      },
      'domain d1 acme.com  waiting_for_dns_propagation -> active',
    ],
    [
      'client_id_request.status_changed',
      {
        client_id_request: {
          uid: 'c1',
          domain_name: 'acme.com',
          status: 'pending',
          previous_status: 'queued',
        },
        metadata: {},
      },
      'client_id_request c1 acme.com  queued -> pending',
    ],
    [
      'sequencer.status_changed',
      {
        sequencer: { uid: 's1', name: 'Smartlead main', status: 'active' },
        metadata: { previous_status: 'verifying' },
      },
      'sequencer s1 Smartlead main  verifying -> active',
    ],
    [
      'forwarding_job.status_changed',
      {
        forwarding_job: {
          uid: 'f1',
          mailbox_uid: 'm1',
          mailbox_email: 'ana@acme.com',
          status: 'pending',
        },
        metadata: { previous_status: null },
      },
      'forwarding_job f1 ana@acme.com  (new) -> pending',
    ],
    [
      'order.status_changed',
      {
        order: { order_id: 'o1', status: 'done', domains: [{ name: 'a.com' }, { name: 'b.com' }] },
        metadata: { previous_status: 'processing' },
      },
      'order o1 a.com,b.com  processing -> done',
    ],
  ])('%s names its record', (name, data, expected) => {
    const line = formatEventLine(event(name, data), at);
    expect(line).toBe(`2026-11-21T18:30:12.345Z  ${name}  ${expected}  event e1`);
    expect(line).not.toContain('pw');
  });

  it('--json carries the label and the previous status too', () => {
    const json = JSON.parse(
      formatEventJson(
        event('sequencer_export.status_changed', {
          sequencer_export: { uid: 'x1', mailbox_email: 'ana@acme.com', status: 'completed' },
          metadata: { previous_status: 'exporting' },
        }),
        at,
      ),
    );
    expect(json).toMatchObject({ uid: 'x1', label: 'ana@acme.com', previous_status: 'exporting' });
  });
});
