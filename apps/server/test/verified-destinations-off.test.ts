import { describe, expect, it } from 'vitest';
import { settle } from './support/domains.js';
import { activeMailbox } from './support/grants.js';
import { useHarness } from './support/harness.js';
import { getMailbox } from './support/mailboxes.js';

// The operator turned the rule off: forwarding goes to any address, as before verification.
// The local profile: codes go through the simulated network (the production profile refuses that).
const h = useHarness({
  env: { MAILWRIGHT_FORWARDING_REQUIRE_VERIFIED: 'false', MAILWRIGHT_PROFILE: 'local' },
});

describe('MAILWRIGHT_FORWARDING_REQUIRE_VERIFIED=false', () => {
  it('forwards to an address nobody verified; the destination operations still work', async () => {
    const { mailbox } = await activeMailbox(h);
    const res = await h.call('POST', '/v1/api/mailboxes/forwarding/setup', {
      body: { uids: [mailbox.uid], forwarding_email: 'anyone@unverified.example' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await settle(h);
    expect((await getMailbox(h, mailbox.uid)).forwarding_email).toBe('anyone@unverified.example');
    const added = await h.call('POST', '/v1/api/verified-domains', {
      body: { email: 'later@unverified.example' },
    });
    expect(added.status).toBe(200);
    expect(added.body.destination.status).toBe('pending');
  });
});
