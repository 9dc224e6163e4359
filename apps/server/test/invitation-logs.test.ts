import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness.js';
import { invite, linkToken } from './support/members.js';

// Debug level logs every request with its URL: the level at which a link would leak.
const h = useHarness({ env: { LOG_LEVEL: 'debug' } });

describe('invitation links in logs', () => {
  it('are never logged, neither opened, accepted, nor sent to the API', async () => {
    const page = await invite(h, 'member');
    const path = new URL(page.invitation_url).pathname;
    expect((await h.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'POST', url: path })).statusCode).toBe(200);
    const api = await invite(h, 'member');
    const accepted = await h.call('POST', '/v1/api/members/invitations/accept', {
      token: null,
      workspace: null,
      body: { token: linkToken(api.invitation_url) },
    });
    expect(accepted.status).toBe(200);

    const logs = h.logs();
    expect(logs).toContain('"url":"/invitations/[redacted]"');
    for (const secret of [linkToken(page.invitation_url), linkToken(api.invitation_url)]) {
      expect(logs).not.toContain(secret);
    }
    expect(logs).not.toContain(accepted.body.token);
  });
});
