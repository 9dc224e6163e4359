import { expect } from 'vitest';
import type { Harness, TestTeam } from './harness.js';

/** Calls the API as `team` (the test team by default). */
const as = (team?: TestTeam) => (team ? { token: team.token, workspace: team.workspace.uid } : {});

/**
 * The code of the latest verification message sent to a destination, read as an integrator reads
 * it in the sandbox: from the `verified_destination.verification_sent` event in the event log.
 */
export async function sandboxCode(h: Harness, uid: string, team?: TestTeam): Promise<string> {
  const list = await h.call('POST', '/v1/api/webhooks/events/list', {
    ...as(team),
    body: { event: 'verified_destination.verification_sent', record_uid: uid },
  });
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  const [latest] = list.body.events;
  expect(latest, 'a verification_sent event').toBeDefined();
  const event = await h.call('GET', `/v1/api/webhooks/events/${latest.uid}`, as(team));
  expect(event.status, JSON.stringify(event.body)).toBe(200);
  return event.body.event.data.verified_destination.verification_code;
}

/** Adds an address and verifies it by its sandbox code, through the API; returns the record. */
export async function verifiedAddress(h: Harness, email: string, team?: TestTeam) {
  const added = await h.call('POST', '/v1/api/verified-domains', { ...as(team), body: { email } });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const { uid } = added.body.destination;
  const code = await sandboxCode(h, uid, team);
  const verified = await h.call('POST', '/v1/api/verified-domains/verify', {
    ...as(team),
    body: { uid, code },
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return verified.body.destination;
}
