import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { App } from '../src/http/app-types.js';
import { createTeam } from '../src/modules/accounts/accounts.service.js';
import { composeContext } from '../src/start/compose.js';
import { createTestDatabase, type TestDatabase, testEnv } from './support/database.js';
import { killAll, runCli } from './support/processes.js';

/**
 * `mailwright members` and `tokens create --member`: the CLI writes, and an API app in this
 * process (on the same database) checks what a user of the API would then see.
 */
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await killAll();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup() {
  const db: TestDatabase = await createTestDatabase();
  cleanups.push(() => db.drop());
  const env = testEnv(db, { LOG_LEVEL: 'warn' });
  const ctx = await composeContext(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
  cleanups.push(() => ctx.database.close());
  const app: App = await buildApp(ctx);
  cleanups.push(() => app.close());
  const { team } = await createTeam(ctx.db, { name: 'Agency' });
  const api = (method: 'GET' | 'POST', url: string, token: string | null, body?: object) =>
    app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body ? { payload: body } : {}),
    });
  const cli = (...args: string[]) => runCli([...args, '--team', team.uid], env);
  return { api, cli };
}

const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

// Each test starts several CLI processes (a second or two each, far more on a busy machine):
// a generous deadline, as for any wait on real processes.
describe('mailwright members', { timeout: 180_000 }, () => {
  it('invite prints a one-time link; tokens create --member issues a token with that role', async () => {
    const { api, cli } = await setup();
    const printed = await cli(
      'members',
      'invite',
      '--name',
      'Lin',
      '--email',
      'Lin@Example.com',
      '--can-manage-billing',
    );
    expect(printed.code).toBe(0);
    expect(printed.stdout).toContain('(member, with billing)');
    const url = /http\S+\/invitations\/mwi_\S+/.exec(printed.stdout)?.[0] as string;
    const accepted = await api('POST', '/v1/api/members/invitations/accept', null, {
      token: tokenOf(url),
    });
    expect(accepted.statusCode).toBe(200);
    const memberUid = accepted.json().member.uid;

    const created = JSON.parse(
      (await cli('tokens', 'create', '--member', memberUid, '--name', 'laptop', '--json')).stdout,
    );
    expect(created.member).toMatchObject({
      uid: memberUid,
      email: 'lin@example.com',
      role: 'member',
      can_manage_billing: true,
    });
    expect((await api('GET', '/v1/api/tokens', created.token)).statusCode).toBe(403);
    expect((await api('GET', '/v1/api/members/me', created.token)).json().member.uid).toBe(
      memberUid,
    );
    const listed = JSON.parse((await cli('members', 'list', '--json')).stdout);
    expect(listed.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      ['lin@example.com', 'member'],
      [null, 'admin'],
    ]);
  });

  it('invitations lists them without links; revoke-invitation stops a link', async () => {
    const { api, cli } = await setup();
    const pending = JSON.parse(
      (await cli('members', 'invite', '--name', 'Kim', '--email', 'kim@example.com', '--json'))
        .stdout,
    );
    expect(pending.invitation).toMatchObject({ status: 'pending', invited_by: null });
    const revoked = await cli('members', 'revoke-invitation', pending.invitation.uid);
    expect(revoked.stdout).toContain('is revoked');
    const invitations = await cli('members', 'invitations', '--json');
    expect(JSON.parse(invitations.stdout).map((i: { status: string }) => i.status)).toEqual([
      'revoked',
    ]);
    expect(invitations.stdout).not.toContain(tokenOf(pending.invitation_url));
    const accepted = await api('POST', '/v1/api/members/invitations/accept', null, {
      token: tokenOf(pending.invitation_url),
    });
    expect(accepted.statusCode).toBe(409);
  });
});
