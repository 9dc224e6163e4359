import { describe, expect, it } from 'vitest';
import { revokeToken } from '../src/modules/accounts/accounts.service.js';
import { hashToken } from '../src/modules/accounts/tokens.js';
import {
  disableOperator,
  revokeOperatorToken,
} from '../src/modules/operators/operators.service.js';
import { useHarness } from './support/harness.js';
import { newOperator, OPERATOR_OPERATIONS } from './support/operators.js';
import { NO_RECORD_OPERATIONS, RECORD_PROBES } from './support/record-probes.js';
import { signedInMember } from './support/sessions.js';
import { databaseSnapshot } from './support/snapshot.js';

/**
 * The shared security suite: every operation in the API document is called with each kind of
 * bad credential, and every operation that addresses a record is called on another team's record.
 */
const h = useHarness({ env: { MAILWRIGHT_SANDBOX_CLOCKS: 'true' } });

interface Operation {
  operationId: string;
  method: string;
  path: string;
  workspaceScoped: boolean;
  /** An operation of the operator API (security scheme `operatorToken`). */
  operator: boolean;
}

async function protectedOperations(): Promise<Operation[]> {
  const doc = h.app.swagger() as { paths: Record<string, Record<string, any>> };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!op.security) continue;
      operations.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
        workspaceScoped: // X-Workspace-Id is a security scheme set once under Authorize (docs/api).
          (op.security ?? []).some((s: Record<string, unknown>) => 'workspaceId' in s),
        operator: op.security.some((s: any) => 'operatorToken' in s),
      });
    }
  }
  return operations;
}

const expectUnauthorized = (res: { status: number; body: any }, label: string) => {
  expect(res.status, label).toBe(401);
  expect(res.body, label).toMatchObject({ error: true, code: 'UNAUTHORIZED' });
  expect(typeof res.body.request_id, label).toBe('string');
};

describe('every protected operation with a session cookie', () => {
  it('answers 401 to a signed-out, an idle and an expired session', async () => {
    const ended: Array<[string, string]> = [];
    const out = await signedInMember(h, 'admin');
    // Sent as the browser held it before signing out (which told it to drop the cookie).
    ended.push(['signed out', out.browser.cookie ?? '']);
    await out.browser.call('POST', '/v1/api/auth/sign-out');
    for (const column of ['last_seen_at', 'expires_at'] as const) {
      const { browser: b } = await signedInMember(h, 'admin');
      await h.ctx.db
        .updateTable('member_sessions')
        .set({ [column]: new Date(Date.now() - 30 * 86_400_000).toISOString() })
        .where('token_hash', '=', hashToken(b.cookie ?? ''))
        .execute();
      ended.push([column, b.cookie ?? '']);
    }
    for (const op of await protectedOperations()) {
      for (const [why, cookie] of ended) {
        expectUnauthorized(
          await h.call(op.method as never, op.path, {
            token: null,
            headers: { cookie: `mw_session=${cookie}`, 'x-csrf-token': 'x' },
            body: {},
          }),
          `${op.method} ${op.path} with a session ${why}`,
        );
      }
    }
  });

  it('refuses every write without the session’s CSRF token (403), and writes nothing', async () => {
    const { browser: b } = await signedInMember(h, 'admin');
    const before = await databaseSnapshot(h);
    // The operator API never reads a cookie (a 401 whatever the CSRF token: tested below).
    const writes = (await protectedOperations()).filter(
      (op) => op.method !== 'GET' && !op.operator,
    );
    expect(writes.length).toBeGreaterThan(100);
    for (const op of writes) {
      for (const csrf of [false, 'not-the-token'] as const) {
        const res = await b.call(op.method, op.path, { body: {}, csrf });
        expect(res.status, `${op.method} ${op.path}`).toBe(403);
        expect(res.body.code).toBe('CSRF_TOKEN_INVALID');
      }
    }
    expect(await databaseSnapshot(h)).toBe(before);
  });
});

describe('every protected operation', () => {
  it('is covered by the suite: a record probe or a declared record-free operation', async () => {
    const ids = (await protectedOperations()).map((op) => op.operationId);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const inProbes = id in RECORD_PROBES;
      const inFree = NO_RECORD_OPERATIONS.includes(id);
      expect(
        inProbes !== inFree,
        `${id} must be in exactly one of RECORD_PROBES and NO_RECORD_OPERATIONS`,
      ).toBe(true);
    }
  });

  it('answers 401 with no token, a malformed header, an unknown token and a revoked token', async () => {
    const revoked = await h.createTeam('Revoked');
    await revokeToken(h.ctx.db, revoked.tokenId);
    for (const op of await protectedOperations()) {
      const label = `${op.method} ${op.path}`;
      expectUnauthorized(
        await h.call(op.method as never, op.path, { token: null, body: {} }),
        `${label} without a token`,
      );
      expectUnauthorized(
        await h.call(op.method as never, op.path, {
          token: null,
          headers: { authorization: `Token ${h.team.token}` },
          body: {},
        }),
        `${label} with a malformed header`,
      );
      expectUnauthorized(
        await h.call(op.method as never, op.path, { token: `mw_${'x'.repeat(43)}`, body: {} }),
        `${label} with an unknown token`,
      );
      expectUnauthorized(
        await h.call(op.method as never, op.path, {
          token: revoked.token,
          workspace: revoked.workspace.uid,
          body: {},
        }),
        `${label} with a revoked token`,
      );
    }
  });

  it('workspace-scoped operations answer 401 without X-Workspace-Id or with a foreign one', async () => {
    const other = await h.createTeam();
    const scoped = (await protectedOperations()).filter((op) => op.workspaceScoped);
    // Without this, the loop below would pass vacuously if scoping stopped being detected.
    expect(scoped.map((op) => op.operationId)).toContain('listWebhookEvents');
    for (const op of scoped) {
      const label = `${op.method} ${op.path}`;
      expectUnauthorized(
        await h.call(op.method as never, op.path, { workspace: null, body: {} }),
        `${label} without workspace`,
      );
      expectUnauthorized(
        await h.call(op.method as never, op.path, { workspace: other.workspace.uid, body: {} }),
        `${label} with another team's workspace`,
      );
      expectUnauthorized(
        await h.call(op.method as never, op.path, { workspace: 'not-a-uid', body: {} }),
        `${label} with garbage`,
      );
    }
  });
});

describe('the operator scope', () => {
  const split = async () => {
    const all = await protectedOperations();
    const operator = all.filter((op) => op.operator);
    // Every operator operation is found here, and lives under /v1/operator/, and nothing else does.
    expect(operator.map((op) => op.operationId).sort()).toEqual([...OPERATOR_OPERATIONS].sort());
    for (const op of all) expect(op.path.startsWith('/v1/operator/'), op.path).toBe(op.operator);
    return { operator, customer: all.filter((op) => !op.operator) };
  };

  it('refuses every customer credential on every operator operation: an admin’s token, with or without a workspace, and a session cookie', async () => {
    const { operator } = await split();
    // A live session of the team's admin, with its CSRF token: valid everywhere a session is.
    const admin = await signedInMember(h, 'admin');
    expect((await admin.browser.call('GET', '/v1/api/auth/session')).status).toBe(200);
    for (const op of operator) {
      const label = `${op.method} ${op.path}`;
      expectUnauthorized(
        await h.call(op.method as never, op.path, { body: {} }),
        `${label} with the team admin's token and workspace`,
      );
      expectUnauthorized(
        await h.call(op.method as never, op.path, { workspace: null, body: {} }),
        `${label} with the team admin's token`,
      );
      // The operator scope reads only the Authorization header: a customer's session cookie
      // (with its CSRF header) never counts there.
      expectUnauthorized(
        await h.call(op.method as never, op.path, {
          token: null,
          workspace: null,
          headers: { cookie: `mw_session=mws_${'x'.repeat(43)}`, 'x-csrf-token': 'x' },
          body: {},
        }),
        `${label} with a session cookie`,
      );
      expectUnauthorized(
        await admin.browser.call(op.method, op.path, { body: {} }),
        `${label} with a signed-in admin's session and its CSRF token`,
      );
    }
  });

  it('an operator token opens no customer operation: the operator cannot act as a team', async () => {
    const { customer } = await split();
    const { token } = await newOperator(h, 'Impostor');
    expect(customer.map((op) => op.operationId)).toContain('buyMailboxes');
    for (const op of customer) {
      expectUnauthorized(
        await h.call(op.method as never, op.path, {
          token,
          workspace: h.team.workspace.uid,
          body: {},
        }),
        `${op.method} ${op.path} with an operator token`,
      );
    }
  });

  it('refuses a revoked operator token and a disabled operator’s tokens', async () => {
    const { operator } = await split();
    const revoked = await newOperator(h, 'Revoked');
    const disabled = await newOperator(h, 'Disabled');
    const live = await newOperator(h, 'Live');
    const self = (token: string) => h.call('GET', '/v1/operator/me', { token, workspace: null });
    expect((await self(revoked.token)).status).toBe(200);
    const tokenId = (
      await h.ctx.db
        .selectFrom('operator_tokens')
        .select('id')
        .where('operator_id', '=', revoked.operator.id)
        .executeTakeFirstOrThrow()
    ).id;
    await revokeOperatorToken(h.ctx.db, tokenId);
    await disableOperator(h.ctx.db, disabled.operator.uid);
    for (const op of operator) {
      for (const [token, who] of [
        [revoked.token, 'a revoked operator token'],
        [disabled.token, 'a disabled operator'],
      ] as const)
        expectUnauthorized(
          await h.call(op.method as never, op.path, { token, workspace: null, body: {} }),
          `${op.method} ${op.path} with ${who}`,
        );
    }
    expect((await self(live.token)).body).toMatchObject({ operator: { uid: live.operator.uid } });
    // Said as what it is: an operator token that no longer opens anything, not a customer token.
    expect((await self(revoked.token)).body.message).toBe('Invalid or revoked operator token');
    expect((await self(h.team.token)).body.message).toMatch(/needs an operator token/);
  });
});

// One test per operation: each sets up another team's record (some run a lifecycle to get it),
// so each has its own time, and a failure names the operation.
describe('another team’s record answers 404, exactly as a missing one, and changes nothing', () => {
  for (const [operationId, probe] of Object.entries(RECORD_PROBES)) {
    it(operationId, async () => {
      const other = await h.createTeam();
      const request = await probe.request(h, other);
      const res = await h.call(request.method, request.url, {
        ...(request.body !== undefined ? { body: request.body } : {}),
        ...(request.query ? { query: request.query } : {}),
      });
      expect(res.status, operationId).toBe(404);
      expect(res.body, operationId).toMatchObject({ error: true, code: 'NOT_FOUND' });
      await probe.unchanged?.(h, other);
    });
  }
});
