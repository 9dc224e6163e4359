import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { AppContext } from '../src/context.js';
import { createLogger } from '../src/lib/logger.js';
import { revokeToken } from '../src/modules/accounts/accounts.service.js';
import { composeContext } from '../src/start/compose.js';
import { useHarness } from './support/harness.js';
import { waitFor } from './support/wait.js';

// The longest cache the setting allows, so a statement count never sees a lookup because the
// machine was slow between two requests; the expiry is tested on a process of its own.
const h = useHarness({ env: { MAILWRIGHT_TOKEN_CACHE_MS: '60000' } });

/** The statements (BEGIN and COMMIT included) the database was sent while `work` ran. */
async function statementsOf(ctx: AppContext, work: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const stop = ctx.database.statements.watch((s) => sent.push(s.sql));
  const before = ctx.database.statements.count;
  try {
    await work();
  } finally {
    stop();
  }
  expect(ctx.database.statements.count - before).toBe(sent.length);
  return sent;
}

/** Another process on the same database: its own context, its own token lookups. */
async function otherProcess(env: Record<string, string> = {}) {
  const ctx = await composeContext(loadConfig(h.env({ LOG_LEVEL: 'silent', ...env })), {
    log: createLogger('silent'),
  });
  const app = await buildApp(ctx);
  return {
    ctx,
    call: (url: string, token: string) =>
      app.inject({
        url,
        headers: { authorization: `Bearer ${token}`, 'x-workspace-id': h.team.workspace.uid },
      }),
    async close() {
      await app.close();
      await ctx.database.close();
    },
  };
}

describe('statements per request (the common path cannot silently grow)', () => {
  it('List workspaces: one statement once the token is known (the page and its total together)', async () => {
    // The first request looks the token up and records its first use.
    const first = await statementsOf(h.ctx, () => h.call('GET', '/v1/api/workspaces/list'));
    expect(first).toHaveLength(3);
    const later = await statementsOf(h.ctx, () => h.call('GET', '/v1/api/workspaces/list'));
    expect(later).toHaveLength(1);
    expect(later[0]).toMatch(/list_counts/);
    const res = await h.call('GET', '/v1/api/workspaces/list');
    expect(res.body.pagination).toMatchObject({ total: 1 });
  });

  it('a workspace-scoped list: the workspace, then the page with its total', async () => {
    await h.call('GET', '/v1/api/workspaces/list');
    for (const [url, body] of [
      ['/v1/api/mailboxes/forwarding/jobs', {}],
      ['/v1/api/sequencers/list', {}],
      ['/v1/api/mailboxes/list', {}],
      ['/v1/api/domains/list', {}],
    ] as const) {
      const sent = await statementsOf(h.ctx, () => h.call('POST', url, { body }));
      expect(sent, url).toHaveLength(2);
    }
  });

  it('/metrics reports the statements this process has sent', async () => {
    const scrape = await h.app.inject({ method: 'GET', url: '/metrics' });
    const value = Number(/^mailwright_db_statements_total (\d+)$/m.exec(scrape.body)?.[1]);
    expect(value).toBe(h.ctx.database.statements.count);
    expect(value).toBeGreaterThan(0);
  });
});

describe('the token cache', () => {
  it('a token revoked in this process is refused at once', async () => {
    expect((await h.call('GET', '/v1/api/account')).status).toBe(200);
    await revokeToken(h.ctx.db, h.team.tokenId);
    expect((await h.call('GET', '/v1/api/account')).status).toBe(401);
  });

  it('a token revoked by another process is refused here once the cached lookup expires', async () => {
    const here = await otherProcess({ MAILWRIGHT_TOKEN_CACHE_MS: '400' });
    try {
      expect((await here.call('/v1/api/account', h.team.token)).statusCode).toBe(200);
      await revokeToken(h.ctx.db, h.team.tokenId);
      expect((await h.call('GET', '/v1/api/account')).status).toBe(401);
      // Here the lookup may still be cached, for at most MAILWRIGHT_TOKEN_CACHE_MS.
      await waitFor(
        async () => (await here.call('/v1/api/account', h.team.token)).statusCode === 401,
        20_000,
        'the revoked token was never refused',
      );
    } finally {
      await here.close();
    }
  });

  it('with MAILWRIGHT_TOKEN_CACHE_MS=0 every request looks the token up: another process’s revocation holds at once', async () => {
    const other = await otherProcess({ MAILWRIGHT_TOKEN_CACHE_MS: '0' });
    try {
      expect((await other.call('/v1/api/account', h.team.token)).statusCode).toBe(200);
      await revokeToken(h.ctx.db, h.team.tokenId);
      expect((await other.call('/v1/api/account', h.team.token)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});
