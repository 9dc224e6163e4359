import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailwright, MailwrightApiError, type MailwrightClient } from '../src/index.js';
import {
  PROCESS_TEST_TIMEOUT_MS,
  type RunningServer,
  startMailwright,
} from './support/server-process.js';

let server: RunningServer;
let mw: MailwrightClient;

beforeAll(async () => {
  server = await startMailwright();
  mw = createMailwright({
    baseUrl: server.baseUrl,
    token: server.token,
    workspace: server.workspace.uid,
  });
}, PROCESS_TEST_TIMEOUT_MS);

afterAll(async () => {
  await server?.stop();
}, PROCESS_TEST_TIMEOUT_MS);

describe('the SDK against the real Mailwright API', () => {
  it('reads the account and lists the workspaces', async () => {
    const account = await mw.getAccount();
    expect(account).toMatchObject({ error: false, uid: server.team.uid, team: server.team.name });

    const { workspaces, pagination } = await mw.listWorkspaces();
    expect(workspaces.map((w) => w.uid)).toContain(server.workspace.uid);
    expect(pagination).toMatchObject({ page: 1, limit: 10 });
  });

  it('updates the workspace webhook, and reads it back', async () => {
    const url = 'https://receiver.example.com/hooks/mailwright';
    const result = await mw.updateWorkspaceWebhook({
      body: { uid: server.workspace.uid, webhook_url: url },
    });
    expect(result.error).toBe(false);
    const { workspace } = await mw.getWorkspace({
      params: { query: { uid: server.workspace.uid } },
    });
    expect(workspace.webhook_url).toBe(url);
  });

  it('surfaces a validation error as MailwrightApiError with the field in details', async () => {
    const error = await mw
      .updateWorkspaceWebhook({
        body: { uid: server.workspace.uid, webhook_url: 'ftp://x.example' },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailwrightApiError);
    const apiError = error as MailwrightApiError;
    expect(apiError).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(apiError.requestId).toMatch(/\S/);
    expect(apiError.details?.map((d) => d.field)).toContain('webhook_url');
  });

  it('surfaces a bad token as UNAUTHORIZED and a missing record as NOT_FOUND', async () => {
    const stranger = createMailwright({ baseUrl: server.baseUrl, token: 'mw_not_a_token' });
    await expect(stranger.getAccount()).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
    });
    await expect(
      mw.getWorkspace({ params: { query: { uid: '00000000-0000-4000-8000-000000000000' } } }),
    ).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('creates, walks page by page, and deletes workspaces', async () => {
    const created = [];
    for (const name of ['SDK one', 'SDK two', 'SDK three']) {
      const { workspace } = await mw.createWorkspace({ body: { name } });
      created.push(workspace.uid);
    }
    const walked: string[] = [];
    for await (const workspace of mw.paginate('listWorkspaces', {
      params: { query: { limit: 1 } },
    })) {
      walked.push(workspace.uid);
    }
    const { pagination } = await mw.listWorkspaces();
    expect(walked).toHaveLength(pagination.total);
    expect(new Set(walked).size).toBe(walked.length);
    expect(walked).toEqual(expect.arrayContaining([...created, server.workspace.uid]));

    for (const uid of created) await mw.deleteWorkspace({ params: { path: { uid } } });
    const after = await mw.listWorkspaces();
    expect(after.workspaces.map((w) => w.uid)).toEqual([server.workspace.uid]);
  });
});
