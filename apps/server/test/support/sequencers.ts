import { expect } from 'vitest';
import type { Harness, TestTeam } from './harness.js';

let counter = 0;
const unique = () => {
  counter += 1;
  return `${counter}${Date.now().toString(36)}`;
};

/**
 * A valid connection form for each catalog platform, with an optional magic token put where the
 * platform's form has room for it (the login's local part, the API key, the workspace id).
 */
export function validForm(platform: string, token = ''): Record<string, string> {
  const tag = token ? `-${token}` : '';
  const login = `ana${unique()}${tag ? `+${token}` : ''}@acme-outbound.com`;
  const key = `sk${tag.replace('-', '_')}_${unique()}0123456789abcdef`;
  switch (platform) {
    case 'instantly':
      return {
        sequencer_login: login,
        sequencer_password: 'Correct-Horse-9',
        workspace_name: `Acme outbound${tag}`,
      };
    case 'smartlead':
    case 'lemlist':
      return { sequencer_login: login, sequencer_password: 'Correct-Horse-9' };
    case 'emailbison':
      return { base_url: `https://send${tag}.acme-agency.com`, api_key: key };
    case 'replyio':
    case 'reachinbox':
      return { api_key: key };
    case 'plusvibe':
    case 'salesforge':
      return { api_key: key, workspace_id: `ws${tag.replace('-', '_')}_${unique()}` };
    default:
      throw new Error(`no form for ${platform}`);
  }
}

/**
 * `validForm` with the platform's optional fields filled in too (Instantly's, Smartlead's and
 * lemlist's `api_key`): every field of the form, so a test can break each rule of each field.
 */
export function completeForm(platform: string): Record<string, string> {
  const form = validForm(platform);
  return platform === 'instantly' || platform === 'smartlead' || platform === 'lemlist'
    ? { ...form, api_key: `sk_${unique()}0123456789abcdef` }
    : form;
}

/** The contract's Sequencer fields, sorted: exactly the keys of every sequencer answered. */
export const SEQUENCER_FIELDS = [
  '_id',
  'consent_url',
  'createdAt',
  'name',
  'platform',
  'platform_metadata',
  'status',
  'status_reason',
  'uid',
  'updatedAt',
  'username',
  'workspace_name',
];

export const PLATFORMS = [
  'instantly',
  'smartlead',
  'emailbison',
  'lemlist',
  'replyio',
  'plusvibe',
  'reachinbox',
  'salesforge',
] as const;

/** Adds a sequencer as the test team (or `team`); expects success and returns `data`. */
export async function addSequencer(
  h: Harness,
  platform: string,
  options: {
    name?: string;
    values?: Record<string, string>;
    token?: string;
    tags?: string[];
    team?: TestTeam;
  } = {},
): Promise<any> {
  const res = await h.call('POST', '/v1/api/sequencers/add', {
    ...(options.team ? { token: options.team.token, workspace: options.team.workspace.uid } : {}),
    body: {
      name: options.name ?? `${platform} ${unique()}`,
      platform,
      ...(options.tags ? { tags: options.tags } : {}),
      ...(options.values ?? validForm(platform, options.token)),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** One sequencer as List sequencers shows it. */
export async function getSequencer(h: Harness, uid: string, team?: TestTeam): Promise<any> {
  const res = await h.call('POST', '/v1/api/sequencers/list', {
    ...(team ? { token: team.token, workspace: team.workspace.uid } : {}),
    body: { uids: [uid] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data[0];
}

/** Lists sequencers with a body; expects 200. */
export async function listSequencers(h: Harness, body: Record<string, unknown>) {
  const res = await h.call('POST', '/v1/api/sequencers/list', { body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { data: any[]; pagination: any };
}

/** Exports as the test team; returns the raw response. */
export function exportMailboxes(h: Harness, sequencerUid: string, mailboxUids: string[]) {
  return h.call('POST', '/v1/api/sequencers/export', {
    body: { sequencer_uid: sequencerUid, mailbox_uids: mailboxUids },
  });
}

/** The exports as Export mailboxes status shows them. */
export async function exportStatus(h: Harness, body: Record<string, unknown> = {}) {
  const res = await h.call('POST', '/v1/api/sequencers/export/status', { body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { data: any[]; pagination: any };
}
