import { expect } from 'vitest';
import type { JobRunner } from '../../src/jobs/runner.js';
import type { domainJobs } from '../../src/modules/domains/domain.jobs.js';
import type { Harness, TestTeam } from './harness.js';
import { byHand } from './jobs.js';
import { PATIENCE_MS, waitFor } from './wait.js';

export const CONTACT = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  address_line1: '1 Analytical Way',
  city: 'London',
  state: 'Greater London',
  country: 'GB',
  postal_code: 'N1 9GU',
};

let counter = 0;

/** A name no other test uses, with an optional magic token in its first label. */
export function uniqueName(token = '', tld = 'com'): string {
  counter += 1;
  const label = `t${Date.now().toString(36)}${counter}${token ? `-${token}` : ''}`;
  return `${label}.${tld}`;
}

/** Orders domains as the test team (or `team`); expects success and returns the new uids. */
export async function registerDomains(
  h: Harness,
  names: string[],
  options: { team?: TestTeam; years?: number } = {},
): Promise<string[]> {
  const res = await h.call('POST', '/v1/api/domains/register', {
    ...(options.team ? { token: options.team.token, workspace: options.team.workspace.uid } : {}),
    body: {
      domains: names.map((name) => ({ name, registration_years: options.years ?? 1 })),
      contact_details: CONTACT,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.domain_uids;
}

/** Connects domains by nameservers; returns the result rows. */
export async function connectDomains(
  h: Harness,
  names: string[],
  team?: TestTeam,
): Promise<Array<{ domain: string; uid: string; nameservers: string[] }>> {
  const res = await h.call('POST', '/v1/api/domains/nameservers', {
    ...(team ? { token: team.token, workspace: team.workspace.uid } : {}),
    body: { domains: names },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result;
}

/** One domain as List domains shows it (any status, deleted included). */
export async function getDomain(h: Harness, uid: string, team?: TestTeam) {
  const res = await h.call('POST', '/v1/api/domains/list', {
    ...(team ? { token: team.token, workspace: team.workspace.uid } : {}),
    body: {
      uids: [uid],
      status: [
        'cart',
        'registration_in_progress',
        'dns_setup_pending',
        'waiting_for_dns_propagation',
        'active',
        'inactive',
        'payment_failed',
        'cancelled',
        'deleted',
        'registration_failed',
        'expired_propagation',
        'scheduled_for_deletion',
      ],
    },
  });
  expect(res.status).toBe(200);
  return res.body.domains[0];
}

const runners = new WeakMap<object, JobRunner>();

/**
 * Runs the job queue until no job is due, running, or waiting to be retried (the simulator runs
 * at `instant` speed in tests, so a lifecycle runs to its end; a step that failed for a passing
 * reason, such as a busy database, is retried after its backoff and waited for too). "Due"
 * reaches a few seconds ahead: a step that is just finishing may commit its next job with a
 * `run_at` taken after this check's clock. One runner per test, started on first use.
 */
export async function settle(h: Harness): Promise<void> {
  if (!runners.has(h.team)) runners.set(h.team, await h.startRunner());
  await waitFor(
    async () => {
      const row = await h.ctx.db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where((eb) =>
          eb.or([
            eb('status', '=', 'running'),
            eb.and([
              eb('status', '=', 'queued'),
              eb.or([
                eb('run_at', '<=', new Date(Date.now() + 5_000).toISOString()),
                eb('attempts', '>', 0),
              ]),
            ]),
          ]),
        )
        .executeTakeFirstOrThrow();
      return Number(row.n) === 0;
    },
    PATIENCE_MS,
    'the job queue did not settle',
  );
}

/** What the job queue and the warning log lines say, for an assertion's failure message. */
export async function queueDiagnostics(h: Harness): Promise<string> {
  const jobs = await h.ctx.db
    .selectFrom('jobs')
    .select(['name', 'key', 'status', 'attempts', 'run_at', 'last_error'])
    .execute();
  const warnings = h
    .logs()
    .split('\n')
    .filter((line) => /"level":(4|5|6)0/.test(line))
    .slice(-20);
  return `jobs: ${JSON.stringify(jobs)}\nwarnings:\n${warnings.join('\n')}`;
}

/** Stops this test's job runner (started by `settle`), so queued steps wait until the next `settle`. */
export async function pauseJobs(h: Harness): Promise<void> {
  await runners.get(h.team)?.stop(0);
  runners.delete(h.team);
}

/**
 * Runs one job of a domain by hand, to hold it at a chosen step (with no runner started, nothing
 * else runs until the test calls `settle`).
 */
export async function runDomainJob(
  h: Harness,
  job: (typeof domainJobs)[keyof typeof domainJobs],
  domainId: string,
): Promise<void> {
  await job.handle({ domainId } as never, byHand(h));
}

/** The internal id of a domain (for job payloads). */
export async function domainIdOf(h: Harness, uid: string): Promise<string> {
  const row = await h.ctx.db
    .selectFrom('domains')
    .select('id')
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * What the domain side holds for a workspace: its domains (every column), their DNS records, its
 * events, tags and tag assignments, and the team's moves and rotations. A request that must write
 * nothing leaves it equal (`expect(await domainState(h)).toEqual(before)`).
 */
export async function domainState(h: Harness, team: TestTeam = h.team) {
  const { db } = h.ctx;
  const workspaceId = team.workspace.id;
  const domains = await db
    .selectFrom('domains')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .orderBy('id')
    .execute();
  const ids = domains.map((d) => d.id);
  const tags = await db
    .selectFrom('tags')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .orderBy('id')
    .execute();
  const tagIds = tags.map((t) => t.id);
  return {
    domains,
    dnsRecords: ids.length
      ? await db
          .selectFrom('dns_records')
          .selectAll()
          .where('domain_id', 'in', ids)
          .orderBy('id')
          .execute()
      : [],
    events: await db
      .selectFrom('events')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .orderBy('id')
      .execute(),
    tags,
    tagAssignments: tagIds.length
      ? await db
          .selectFrom('tag_assignments')
          .selectAll()
          .where('tag_id', 'in', tagIds)
          .orderBy('tag_id')
          .orderBy('record_id')
          .execute()
      : [],
    operations: await db
      .selectFrom('domain_operations')
      .select(['id', 'status', 'items'])
      .where('team_id', '=', team.team.id)
      .orderBy('id')
      .execute(),
  };
}

/** Registers one domain and runs its lifecycle to the end; returns its uid. */
export async function activeDomain(h: Harness, name = uniqueName()): Promise<string> {
  const [uid] = await registerDomains(h, [name]);
  await settle(h);
  const domain = await getDomain(h, uid as string);
  expect(domain.status, await queueDiagnostics(h)).toBe('active');
  return uid as string;
}
