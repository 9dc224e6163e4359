import { expect } from 'vitest';
import { pauseJobs, queueDiagnostics, settle } from './domains.js';
import type { Harness, TestTeam } from './harness.js';
import { activeDomainNamed, buyMailboxes, getMailbox, uniqueUsername } from './mailboxes.js';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
export const REQUEST_STATUSES = [
  'queued',
  'pending',
  'processing',
  'completed',
  'failed',
  'errored',
  'cancelled',
];
const TERMINAL = ['completed', 'failed', 'errored', 'cancelled'];

/**
 * An active mailbox of the test team (its username may carry a magic token) and its domain. Jobs
 * are paused afterwards, so what the test starts next waits for its `settle`.
 */
export async function activeMailbox(
  h: Harness,
  options: { token?: string; platform?: string } = {},
) {
  const domain = await activeDomainNamed(h);
  const [bought] = await buyMailboxes(h, domain.name, [
    { username: uniqueUsername(options.token ?? ''), platform: options.platform ?? 'GOOGLE' },
  ]);
  await settle(h);
  const mailbox = await getMailbox(h, bought.uid);
  expect(mailbox.status, await queueDiagnostics(h)).toBe('active');
  await pauseJobs(h);
  return { mailbox, domain };
}

/** Initiates a consent request as the test team (or `team`); expects success. */
export async function initiateConsent(
  h: Harness,
  mailboxUid: string,
  extra: Record<string, unknown> = {},
  team?: TestTeam,
) {
  const res = await h.call('POST', '/v1/api/mailboxes/consent-request/initiate', {
    ...(team ? { token: team.token, workspace: team.workspace.uid } : {}),
    body: { mailbox_uid: mailboxUid, ...extra },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

export async function consentStatus(h: Harness, uid: string) {
  const res = await h.call('GET', `/v1/api/mailboxes/consent-request/status/${uid}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** The path (and query) of a consent URL, to call it on the app under test. */
export function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * Answers the sandbox consent screen as the mailbox's user would: opens the page, then submits
 * the form (`decision=allow|deny`) the page holds, as a browser posts it.
 */
export async function answerConsentScreen(
  h: Harness,
  consentUrl: string,
  decision: 'allow' | 'deny',
) {
  const page = await h.app.inject({ method: 'GET', url: pathOf(consentUrl) });
  expect(page.statusCode, page.body).toBe(200);
  expect(page.body).toContain(`value="${decision}"`);
  return h.app.inject({
    method: 'POST',
    url: pathOf(consentUrl),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });
}

/** Initiates a client-id request as the test team; expects success. */
export async function initiateClientId(h: Harness, body: Record<string, unknown>) {
  const res = await h.call('POST', '/v1/api/mailboxes/client-id-request/initiate', { body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

export async function clientIdStatus(h: Harness, uid: string) {
  const res = await h.call('GET', `/v1/api/mailboxes/client-id-request/status/${uid}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** Checks the fields every request record of either kind shares: names' types and the rules. */
function expectSharedRequestFields(record: Record<string, any>) {
  expect(typeof record.uid).toBe('string');
  expect(REQUEST_STATUSES).toContain(record.status);
  expect(record.previous_status === null || REQUEST_STATUSES.includes(record.previous_status)).toBe(
    true,
  );
  expect(typeof record.status_text).toBe('string');
  expect(typeof record.status_reason).toBe('string');
  expect(Number.isInteger(record.retry_count)).toBe(true);
  expect(Number.isInteger(record.max_retries)).toBe(true);
  expect(record.retry_count).toBeLessThanOrEqual(record.max_retries);
  // `completed_at` is set exactly when a terminal status is reached.
  if (TERMINAL.includes(record.status)) expect(record.completed_at).toMatch(ISO);
  else expect(record.completed_at).toBeNull();
}

/** One `consent_request.status_changed` delivery against the contract's tables. */
export function expectConsentEvent(
  event: { event: string; record: Record<string, any>; metadata: Record<string, any> },
  expected: { workspace: { id: string; uid: string }; mailbox: { _id: string; uid: string } },
) {
  expect(event.event).toBe('consent_request.status_changed');
  expect(Object.keys(event.record).sort()).toEqual(
    [
      'uid',
      'status',
      'previous_status',
      'consent_url',
      'status_text',
      'status_reason',
      'retry_count',
      'max_retries',
      'completed_at',
    ].sort(),
  );
  expectSharedRequestFields(event.record);
  expect(typeof event.record.consent_url).toBe('string');
  // The URL is given out only while it is valid.
  if (event.record.status === 'pending') expect(event.record.consent_url).toMatch(/^https?:\/\//);
  else expect(event.record.consent_url).toBe('');
  expect(Object.keys(event.metadata).sort()).toEqual(
    ['updated_at', 'workspace_id', 'workspace_uid', 'mailbox_id', 'mailbox_uid'].sort(),
  );
  expect(event.metadata.updated_at).toMatch(ISO);
  expect(event.metadata).toMatchObject({
    workspace_id: expected.workspace.id,
    workspace_uid: expected.workspace.uid,
    mailbox_id: expected.mailbox._id,
    mailbox_uid: expected.mailbox.uid,
  });
}

/** One `client_id_request.status_changed` delivery against the contract's tables. */
export function expectClientIdEvent(
  event: { event: string; record: Record<string, any>; metadata: Record<string, any> },
  expected: { workspace: { id: string; uid: string }; domainName: string; clientId: string },
) {
  expect(event.event).toBe('client_id_request.status_changed');
  expect(Object.keys(event.record).sort()).toEqual(
    [
      'uid',
      'status',
      'previous_status',
      'domain_name',
      'client_id',
      'status_text',
      'status_reason',
      'retry_count',
      'max_retries',
      'completed_at',
    ].sort(),
  );
  expect(event.record).not.toHaveProperty('platform');
  expectSharedRequestFields(event.record);
  expect(event.record.domain_name).toBe(expected.domainName);
  expect(event.record.client_id).toBe(expected.clientId);
  expect(Object.keys(event.metadata).sort()).toEqual(
    ['updated_at', 'workspace_id', 'workspace_uid'].sort(),
  );
  expect(event.metadata.updated_at).toMatch(ISO);
  expect(event.metadata).toMatchObject({
    workspace_id: expected.workspace.id,
    workspace_uid: expected.workspace.uid,
  });
}

/** Each event's `previous_status` is the status of the event before it (null for the first). */
export function expectChained(events: Array<{ record: Record<string, any> }>) {
  events.forEach((event, i) => {
    expect(event.record.previous_status).toBe(i === 0 ? null : events[i - 1]?.record.status);
  });
}
