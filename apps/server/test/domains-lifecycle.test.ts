import { describe, expect, it } from 'vitest';
import {
  connectDomains,
  getDomain,
  registerDomains,
  settle,
  uniqueName,
} from './support/domains.js';
import { recordedEvents, statusTrail } from './support/events.js';
import { useHarness } from './support/harness.js';

const h = useHarness();

describe('a purchased domain', () => {
  it('goes cart -> registration_in_progress -> dns_setup_pending -> waiting_for_dns_propagation -> active', async () => {
    const [uid] = await registerDomains(h, [uniqueName()]);
    await settle(h);
    expect(await statusTrail(h, uid as string)).toEqual([
      'cart',
      'registration_in_progress',
      'dns_setup_pending',
      'waiting_for_dns_propagation',
      'active',
    ]);
    const events = await recordedEvents(h, uid as string);
    console.error(JSON.stringify(events[4], null, 1));
    const domain = await getDomain(h, uid as string);
    console.error(JSON.stringify(domain, null, 1));
  });
});

describe('a connected domain', () => {
  it('goes dns_setup_pending -> waiting -> active', async () => {
    const [row] = await connectDomains(h, [uniqueName()]);
    await settle(h);
    expect(await statusTrail(h, row!.uid)).toEqual([
      'dns_setup_pending',
      'waiting_for_dns_propagation',
      'active',
    ]);
  });
});
