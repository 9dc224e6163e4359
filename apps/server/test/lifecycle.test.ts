import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  canTransition,
  defineLifecycle,
  InvalidTransitionError,
  planTransition,
  toMermaid,
} from '../src/lib/lifecycle.js';
import { subscriptionLifecycle } from '../src/modules/billing/subscription.lifecycle.js';
import { domainLifecycle } from '../src/modules/domains/domain.lifecycle.js';
import { domainOperationLifecycle } from '../src/modules/domains/domain-operation.lifecycle.js';
import { forwardingJobLifecycle } from '../src/modules/forwarding/forwarding-job.lifecycle.js';
import {
  GRANT_REQUEST_STATUSES,
  grantRequestLifecycle,
} from '../src/modules/grant-requests/grant-request.lifecycle.js';
import {
  actionItemLifecycle,
  alertLifecycle,
  protectionLifecycle,
} from '../src/modules/infraguard/infraguard.lifecycle.js';
import { MAILBOX_STATUSES, mailboxLifecycle } from '../src/modules/mailboxes/mailbox.lifecycle.js';
import { PLATFORM_PROFILES } from '../src/modules/mailboxes/mailbox.platforms.js';
import { orderLifecycle } from '../src/modules/orders/order.lifecycle.js';
import { placementTestLifecycle } from '../src/modules/placement/placement.lifecycle.js';
import { exportLifecycle } from '../src/modules/sequencers/export.lifecycle.js';
import { sequencerLifecycle } from '../src/modules/sequencers/sequencer.lifecycle.js';
import { warmupLifecycle } from '../src/modules/warmup/warmup.lifecycle.js';
import { repoRoot } from './support/processes.js';

const door = () =>
  defineLifecycle({
    name: 'door',
    statuses: ['open', 'closed', 'gone'],
    initial: ['closed'],
    transitions: {
      open: { closed: 'pushed' },
      closed: { open: 'pulled', gone: 'removed' },
      gone: {},
    },
    terminal: ['gone'],
  });

describe('the lifecycle helper', () => {
  it('allows the moves in the table and no others', () => {
    const lifecycle = door();
    expect(canTransition(lifecycle, 'closed', 'open')).toBe(true);
    expect(canTransition(lifecycle, 'open', 'gone')).toBe(false);
    expect(canTransition(lifecycle, null, 'closed')).toBe(true);
    expect(canTransition(lifecycle, null, 'open')).toBe(false);
  });

  it('plans a move: the new status, the previous one and when', () => {
    expect(planTransition(door(), 'closed', 'open', '2026-01-01T00:00:00.000Z')).toEqual({
      status: 'open',
      previous_status: 'closed',
      status_changed_at: '2026-01-01T00:00:00.000Z',
    });
  });

  it('refuses a move outside the table with a 409 that names both ends', () => {
    const error = (() => {
      try {
        planTransition(door(), 'gone', 'open');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(InvalidTransitionError);
    expect(error).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'The door is gone and cannot move to open',
    });
    expect(() => planTransition(door(), null, 'gone')).toThrow('A door cannot be created as gone');
  });

  it('rejects an inconsistent table when it is declared', () => {
    expect(() =>
      defineLifecycle({
        name: 'broken',
        statuses: ['a', 'b'],
        initial: ['a'],
        transitions: { a: { b: 'x' }, b: { a: 'y' } },
        terminal: ['b'],
      }),
    ).toThrow('b is terminal but has moves');
    expect(() =>
      defineLifecycle({
        name: 'stuck',
        statuses: ['a', 'b'],
        initial: ['a'],
        transitions: { a: {}, b: {} },
        terminal: ['b'],
      }),
    ).toThrow('a has no way out');
  });

  it('draws the table as a Mermaid state diagram', () => {
    expect(toMermaid(door())).toBe(
      [
        'stateDiagram-v2',
        '  [*] --> closed',
        '  open --> closed: pushed',
        '  closed --> open: pulled',
        '  closed --> gone: removed',
        '  gone --> [*]',
      ].join('\n'),
    );
  });
});

describe('docs/lifecycles.md', () => {
  const doc = readFileSync(`${repoRoot}docs/lifecycles.md`, 'utf8');
  it.each([
    ['domain', toMermaid(domainLifecycle)],
    ['domain operation', toMermaid(domainOperationLifecycle)],
    ['mailbox', toMermaid(mailboxLifecycle)],
    ['consent and client-id request', toMermaid(grantRequestLifecycle)],
    ['forwarding job', toMermaid(forwardingJobLifecycle)],
    ['sequencer', toMermaid(sequencerLifecycle)],
    ['export', toMermaid(exportLifecycle)],
    ['warmup subscription', toMermaid(warmupLifecycle)],
    ['placement test', toMermaid(placementTestLifecycle)],
    ['plan subscription', toMermaid(subscriptionLifecycle)],
    ['order', toMermaid(orderLifecycle)],
    ['InfraGuard protection', toMermaid(protectionLifecycle)],
    ['InfraGuard alert', toMermaid(alertLifecycle)],
    ['InfraGuard action item', toMermaid(actionItemLifecycle)],
  ])('shows the %s lifecycle exactly as the code declares it', (_name, diagram) => {
    expect(doc).toContain(`\`\`\`mermaid\n${diagram}\n\`\`\``);
  });

  it('describes every domain status', () => {
    for (const status of domainLifecycle.statuses) expect(doc).toContain(`| \`${status}\` |`);
  });

  it.each([
    ['## Sequencer', sequencerLifecycle],
    ['## Export', exportLifecycle],
    ['## Warmup subscription', warmupLifecycle],
    ['## Order', orderLifecycle],
    ['## InfraGuard protection', protectionLifecycle],
    ['## InfraGuard alert', alertLifecycle],
    ['## InfraGuard action item', actionItemLifecycle],
  ] as const)('describes every status under %s', (heading, lifecycle) => {
    const section = doc.slice(doc.indexOf(`${heading}\n`));
    for (const status of lifecycle.statuses) expect(section).toContain(`| \`${status}\` |`);
  });
});

describe('the mailbox lifecycle', () => {
  it('has exactly the contract’s 20 statuses', () => {
    expect([...mailboxLifecycle.statuses].sort()).toEqual(
      [
        'pending',
        'processing',
        'waiting_for_dns_propagation',
        'waiting_for_activation_email',
        'activation_email_received',
        'configuring_workspace',
        'configuring_dns',
        'configuring_dkim',
        'configuring_auth',
        'finalizing_setup',
        'active',
        'inactive',
        'scheduled',
        'suspended',
        'failed',
        'renewal_failed',
        'scheduled_for_cancellation',
        'cancelled',
        'archived',
        'deleted',
      ].sort(),
    );
    expect(MAILBOX_STATUSES).toHaveLength(20);
  });

  it('allows every move of every platform’s path, and failure from each step after pending', () => {
    for (const [platform, profile] of Object.entries(PLATFORM_PROFILES)) {
      const path = ['scheduled', ...profile.path];
      path.slice(1).forEach((status, i) => {
        expect(
          canTransition(mailboxLifecycle, path[i] as never, status as never),
          `${platform}: ${path[i]} -> ${status}`,
        ).toBe(true);
        if (i >= 1 && status !== 'active')
          expect(canTransition(mailboxLifecycle, status as never, 'failed')).toBe(true);
      });
    }
  });

  it('describes every mailbox status in docs/lifecycles.md', () => {
    const doc = readFileSync(`${repoRoot}docs/lifecycles.md`, 'utf8');
    const section = doc.slice(doc.indexOf('## Mailbox'));
    for (const status of mailboxLifecycle.statuses) expect(section).toContain(`| \`${status}\` |`);
  });
});

describe('the consent and client-id request lifecycle', () => {
  it('has exactly the contract’s seven statuses and its four terminal ones', () => {
    expect([...GRANT_REQUEST_STATUSES]).toEqual([
      'queued',
      'pending',
      'processing',
      'completed',
      'failed',
      'errored',
      'cancelled',
    ]);
    expect([...grantRequestLifecycle.terminal].sort()).toEqual(
      ['cancelled', 'completed', 'errored', 'failed'].sort(),
    );
  });

  it('allows exactly the moves of the contract’s table, and no other', () => {
    const table = [
      'queued->pending',
      'pending->processing',
      'processing->completed',
      'processing->failed',
      'processing->errored',
      'processing->cancelled',
    ];
    for (const from of GRANT_REQUEST_STATUSES) {
      for (const to of GRANT_REQUEST_STATUSES) {
        expect(canTransition(grantRequestLifecycle, from, to), `${from} -> ${to}`).toBe(
          table.includes(`${from}->${to}`),
        );
      }
    }
  });

  it('describes every status in docs/lifecycles.md', () => {
    const doc = readFileSync(`${repoRoot}docs/lifecycles.md`, 'utf8');
    const section = doc.slice(doc.indexOf('## Consent request and client-id request'));
    for (const status of GRANT_REQUEST_STATUSES) expect(section).toContain(`| \`${status}\` |`);
    const forwarding = doc.slice(doc.indexOf('## Forwarding job'));
    for (const status of forwardingJobLifecycle.statuses) {
      expect(forwarding).toContain(`| \`${status}\` |`);
    }
  });
});

describe('the order and InfraGuard lifecycles', () => {
  /** Every `from->to` a lifecycle allows between its statuses. */
  const moves = <S extends string>(lifecycle: {
    statuses: readonly S[];
    transitions: Readonly<Record<S, Readonly<Partial<Record<S, string>>>>>;
  }) =>
    lifecycle.statuses.flatMap((from) =>
      lifecycle.statuses
        .filter((to) => canTransition(lifecycle as never, from, to))
        .map((to) => `${from}->${to}`),
    );

  it('allows an alert open → acknowledged → resolved (open → resolved too), nothing back', () => {
    expect(moves(alertLifecycle)).toEqual([
      'open->acknowledged',
      'open->resolved',
      'acknowledged->resolved',
    ]);
    expect(() => planTransition(alertLifecycle, 'resolved', 'resolved')).toThrow(
      InvalidTransitionError,
    );
  });

  it('closes an action item once, resolved or dismissed', () => {
    expect(moves(actionItemLifecycle)).toEqual(['open->resolved', 'open->dismissed']);
  });

  it('ends a protection once, and an order once it is done or in error', () => {
    expect(moves(protectionLifecycle)).toEqual(['active->cancelled']);
    expect(orderLifecycle.terminal).toEqual(['done', 'error']);
    expect(canTransition(orderLifecycle, 'processing', 'queued')).toBe(false);
    expect(canTransition(orderLifecycle, null, 'queued')).toBe(true);
    expect(canTransition(orderLifecycle, null, 'processing')).toBe(false);
  });
});
