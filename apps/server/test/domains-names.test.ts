import { describe, expect, it } from 'vitest';
import { up as oneLiveName } from '../src/db/migrations/0011-one-live-name.js';
import { newId, newUid } from '../src/lib/ids.js';
import {
  activeDomain,
  CONTACT,
  connectDomains,
  domainState,
  getDomain,
  pauseJobs,
  registerDomains,
  settle,
  uniqueName,
} from './support/domains.js';
import { type TestTeam, useHarness } from './support/harness.js';
import { recountLists } from './support/list-counts.js';

/**
 * A domain name is live (not deleted) in one team at most across the service: another team's
 * nameserver request or order for it is refused before anything is created, so nobody can take
 * over a domain someone else bought or connected (docs/decisions.md, "Names").
 */
const h = useHarness();

const asTeam = (team: TestTeam) => ({ token: team.token, workspace: team.workspace.uid });

const connect = (team: TestTeam, names: string[]) =>
  h.call('POST', '/v1/api/domains/nameservers', { ...asTeam(team), body: { domains: names } });

const order = (team: TestTeam, names: string[]) =>
  h.call('POST', '/v1/api/domains/register', {
    ...asTeam(team),
    body: { domains: names.map((name) => ({ name })), contact_details: CONTACT },
  });

const heldElsewhere = (field: string, name: string) => ({
  field,
  message: `is connected to another account: ${name}`,
});

describe('one live domain per name across the service', () => {
  it('another team cannot ask nameservers for a domain a team bought: 409, nothing created', async () => {
    const name = uniqueName();
    const uid = await activeDomain(h, name);
    const other = await h.createTeam();
    const before = await domainState(h, other);
    const res = await connect(other, [uniqueName(), name]);
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body).toMatchObject({ code: 'CONFLICT' });
    expect(res.body.details).toEqual([heldElsewhere('domains[1]', name)]);
    expect(await domainState(h, other)).toEqual(before);
    await settle(h);
    expect(await getDomain(h, uid)).toMatchObject({ status: 'active', name });
    // Nothing of theirs to buy mailboxes on.
    const buy = await h.call('POST', '/v1/api/mailboxes/buy', {
      ...asTeam(other),
      body: {
        mailboxes: [
          {
            first_name: 'A',
            last_name: 'B',
            username: 'eve',
            platform: 'GOOGLE',
            domain_name: name,
          },
        ],
      },
    });
    expect(buy.status).toBe(404);
  });

  it('another team can neither connect nor order a name a team connected, nor see it available', async () => {
    const name = uniqueName();
    await connectDomains(h, [name]);
    const other = await h.createTeam();
    const before = await domainState(h, other);
    const again = await connect(other, [name]);
    expect(again.status).toBe(409);
    expect(again.body.details).toEqual([heldElsewhere('domains[0]', name)]);
    const bought = await order(other, [name]);
    expect(bought.status).toBe(409);
    expect(bought.body.details).toEqual([heldElsewhere('domains[0].name', name)]);
    expect(await domainState(h, other)).toEqual(before);
    const available = await h.call('GET', '/v1/api/domains/available', {
      ...asTeam(other),
      query: { domain: name },
    });
    expect(available.body.available).toBe(false);
  });

  it('the name is free again once the holder removed it and its zone is torn down', async () => {
    const name = uniqueName();
    const [row] = await connectDomains(h, [name]);
    const other = await h.createTeam();
    const removed = await h.call('POST', '/v1/api/domains/remove', {
      body: { uids: [row?.uid] },
    });
    expect(removed.status).toBe(200);
    // Still held while its zone is being torn down.
    expect((await connect(other, [name])).status).toBe(409);
    await settle(h);
    expect((await getDomain(h, row?.uid as string)).status).toBe('deleted');
    const taken = await connect(other, [name]);
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
  });

  it('two teams asking for one name at once: one gets it, the other a 409, every round', async () => {
    const other = await h.createTeam();
    for (let round = 0; round < 6; round += 1) {
      const name = uniqueName();
      const [a, b] = await Promise.all([connect(h.team, [name]), connect(other, [name])]);
      expect(
        [a.status, b.status].sort(),
        `${JSON.stringify(a.body)} ${JSON.stringify(b.body)}`,
      ).toEqual([200, 409]);
      const rows = await h.ctx.db
        .selectFrom('domains')
        .select('team_id')
        .where('name', '=', name)
        .execute();
      expect(rows).toHaveLength(1);
    }
  });

  it('a DNS host that already serves the name (zone_taken) fails that domain: 409, nothing created, no zone left', async () => {
    const held = uniqueName();
    const zone = await h.ctx.providers.dnsHost.createZone({ domain: held });
    expect(zone.ok).toBe(true);
    const fresh = uniqueName();
    const before = await domainState(h);
    const res = await connect(h.team, [fresh, held]);
    expect(res.status).toBe(409);
    expect(res.body.details).toEqual([heldElsewhere('domains[1]', held)]);
    expect(await domainState(h)).toEqual(before);
    // The zone made for the first name was given back: it can be connected now.
    expect((await connect(h.team, [fresh])).status).toBe(200);
  });

  it('a bought domain whose zone the DNS host already serves fails its DNS setup once, without retrying', async () => {
    const name = uniqueName();
    const [uid] = await registerDomains(h, [name]);
    await h.ctx.providers.dnsHost.createZone({ domain: name });
    await settle(h);
    await pauseJobs(h);
    const domain = await getDomain(h, uid as string);
    expect(domain).toMatchObject({ status: 'inactive', dns_propagation_status: 'errored' });
    expect(domain.status_reason).toMatch(/^DNS setup failed: .*another account/);
    const dead = await h.ctx.db
      .selectFrom('jobs')
      .select('name')
      .where('status', '=', 'dead')
      .execute();
    expect(dead).toEqual([]);
  });
});

describe('migration 0011: connected domains hold their name by the name itself', () => {
  it('gives each connected name to its earliest live domain; later duplicates keep their old key', async () => {
    const other = await h.createTeam();
    const [shared, alone, bought] = [uniqueName(), uniqueName(), uniqueName()];
    await connectDomains(h, [shared, alone]);
    await registerDomains(h, [bought], { team: other });
    const db = h.ctx.db;
    const legacy = (teamId: string, name: string) => `${teamId}:${name}`;
    const mine = await db
      .selectFrom('domains')
      .selectAll()
      .where('team_id', '=', h.team.team.id)
      .execute();
    for (const row of mine)
      await db
        .updateTable('domains')
        .set({ name_key: legacy(row.team_id, row.name) })
        .where('id', '=', row.id)
        .execute();
    // What the old rule let another team do: connect a name already connected, or already bought.
    const template = mine.find((r) => r.name === shared) as (typeof mine)[number];
    const copy = (name: string, team: TestTeam) => ({
      ...template,
      id: newId(),
      uid: newUid(),
      team_id: team.team.id,
      workspace_id: team.workspace.id,
      name,
      name_key: legacy(team.team.id, name),
    });
    await db
      .insertInto('domains')
      .values([copy(shared, other), copy(bought, h.team)])
      .execute();
    await recountLists(h); // rows written around the services: their list counters too

    await oneLiveName(db as never);

    const keys = await db
      .selectFrom('domains')
      .select(['team_id', 'name', 'name_key'])
      .where('name', 'in', [shared, alone, bought])
      .execute();
    const keyOf = (teamId: string, name: string) =>
      keys.find((k) => k.team_id === teamId && k.name === name)?.name_key;
    expect(keyOf(h.team.team.id, shared)).toBe(shared);
    expect(keyOf(h.team.team.id, alone)).toBe(alone);
    expect(keyOf(other.team.id, shared)).toBe(legacy(other.team.id, shared));
    expect(keyOf(other.team.id, bought)).toBe(bought);
    expect(keyOf(h.team.team.id, bought)).toBe(legacy(h.team.team.id, bought));
    // Neither name can be taken by a third team.
    const third = await h.createTeam('Third');
    for (const name of [shared, bought]) expect((await connect(third, [name])).status).toBe(409);
  });
});
