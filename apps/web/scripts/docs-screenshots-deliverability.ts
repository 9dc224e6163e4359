/**
 * The pictures of docs/web.md's deliverability, webhook and operator console sections (issue
 * 35), made by `npm run docs:screenshots` after the first half's: a week of warmup on a sandbox
 * clock, a placement test, a protected domain, a failed webhook event, the operator console.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { runCli } from '../../server/test/support/processes.js';
import { waitFor } from '../../server/test/support/wait.js';
import { activeMailboxes } from '../test/support/arrange.js';
import { field } from '../test/support/fields.js';
import type { TestServer } from '../test/support/server.js';

/** What the script's server needs for these screens. */
export const DELIVERABILITY_ENV = {
  MAILWRIGHT_SANDBOX_CLOCKS: 'true',
  MAILWRIGHT_WEBHOOK_RETRY_SCHEDULE: '200ms',
};

type Open = (
  path: string,
  heading: string | RegExp,
  name: string,
  then?: (page: Page) => Promise<void>,
) => Promise<void>;

export async function deliverabilityScreens(
  server: TestServer,
  page: Page,
  open: Open,
  shot: (name: string) => Promise<unknown>,
  sender: { uid: string; email: string; domain: { uid: string; name: string } },
): Promise<void> {
  const [partner] = await activeMailboxes(server, 'northwind-outreach.com', ['nora']);
  const now = new Date();
  const frozen_time = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1),
  ).toISOString();
  const clock = (await server.api.createSandboxClock({ body: { frozen_time } })).clock.uid;
  await server.api.attachSandboxClock({ params: { path: { uid: clock } } });
  const advance = async (by: string) => {
    await server.api.advanceSandboxClock({ params: { path: { uid: clock } }, body: { by } });
    await waitFor(
      async () =>
        (await server.api.getSandboxClock({ params: { path: { uid: clock } } })).clock.status ===
        'ready',
      300_000,
    );
  };
  await server.api.addWarmup({ body: { mailbox_uids: [sender.uid, partner!.uid] } });
  await advance('10d');
  const test = await server.api.createPlacementTest({
    idempotencyKey: true,
    body: {
      name: 'Spring campaign',
      subject: 'A quick question',
      text: 'Hi, would a short call next week suit you?',
      mailbox_uids: [sender.uid, partner!.uid],
    },
  });
  await advance('35m');
  await server.api.enableInfraGuard({ body: { domain_uids: [sender.domain.uid] } });
  await server.api.triggerInfraGuardCheck({ body: { uid: sender.domain.uid } });

  await open('/warmup', 'Warmup', 'warmup', (p) =>
    p.getByRole('figure', { name: 'All mailboxes, last 30 days' }).waitFor(),
  );
  await open(`/warmup/${sender.uid}`, `Warmup of ${sender.email}`, 'warmup-mailbox', (p) =>
    p.locator('.recharts-bar-rectangle').first().waitFor(),
  );
  await open('/placement', 'Inbox placement', 'placement', (p) =>
    p.getByRole('table', { name: 'Placement tests' }).waitFor(),
  );
  await open(`/placement/${test.test.uid}`, 'Spring campaign', 'placement-test', (p) =>
    p.getByText('completed', { exact: true }).waitFor(),
  );
  await open('/infraguard', 'InfraGuard', 'infraguard', (p) =>
    p.getByRole('table', { name: 'Protected domains' }).waitFor(),
  );
  await open(
    `/infraguard/${sender.domain.uid}`,
    `InfraGuard: ${sender.domain.name}`,
    'infraguard-domain',
    (p) => p.getByRole('table', { name: 'Check history' }).getByRole('row').nth(1).waitFor(),
  );
  await open('/insights', 'Email Insight', 'insights', (p) =>
    p
      .getByRole('figure', { name: 'Daily volume' })
      .locator('.recharts-bar-rectangle')
      .first()
      .waitFor(),
  );

  // A receiver on loopback that refuses: the test event fails after its retry.
  const receiver = createServer((_request, response) => {
    response.writeHead(503, { 'content-type': 'text/plain' });
    response.end('receiver down for maintenance');
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    await server.api.updateWorkspaceWebhook({ body: { uid: server.workspace, webhook_url: url } });
    const sent = await server.api.sendTestWebhookEvent();
    await waitFor(
      async () =>
        (await server.api.getWebhookEvent({ params: { path: { uid: sent.event.uid } } })).event
          .delivery.state === 'failed',
    );
    await open('/webhooks', 'Webhooks', 'webhooks', async (p) => {
      await p.getByRole('table', { name: 'Webhook events' }).waitFor();
      await p.getByRole('button', { name: 'Reveal signing secret' }).click();
      await p.getByLabel('Signing secret').waitFor();
    });
    await open(`/webhooks/events/${sent.event.uid}`, 'webhook.test', 'webhook-event', (p) =>
      p.getByRole('table', { name: 'Attempts' }).waitFor(),
    );
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }

  const made = await runCli(['operators', 'create', '--name', 'Olive Ops', '--json'], server.env);
  if (made.code !== 0) throw new Error(made.stderr);
  const { token } = JSON.parse(made.stdout) as { token: string };
  await page.goto(`${server.baseUrl}/app/operator/sign-in`);
  await field(page, 'Operator token').fill(token);
  await shot('operator-sign-in');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('table', { name: 'Teams' }).getByRole('link').first().waitFor();
  await shot('operator-teams');
  await page.getByRole('table', { name: 'Teams' }).getByRole('link').first().click();
  await page.getByRole('table', { name: 'Wallets' }).waitFor();
  await shot('operator-team');
  for (const [path, table] of [
    ['revenue', 'Revenue per month'],
    ['system', 'Job queue'],
    ['webhooks', 'Webhook health by workspace'],
    ['stock', 'Placement seeds'],
  ] as const) {
    await page.goto(`${server.baseUrl}/app/operator/${path}`);
    await page.getByRole('table', { name: table }).getByRole('row').nth(1).waitFor();
    await shot(`operator-${path}`);
  }
  await page.goto(`${server.baseUrl}/app/operator/checks`);
  await page.getByRole('button', { name: 'Run checks' }).click();
  await page.getByText(/All checks pass|Differences found/).waitFor();
  await shot('operator-checks');
}
