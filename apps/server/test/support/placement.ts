import { expect } from 'vitest';
import type { Harness } from './harness.js';
import { waitFor } from './wait.js';

/** A test's content. */
export const CONTENT = {
  subject: 'Quarterly review notes',
  text: 'Hi, here are the notes from our call. Talk soon.',
  html: '<p>Hi, here are the notes from our call. Talk soon.</p>',
};

export async function createPlacementTest(h: Harness, body: Record<string, unknown>) {
  const res = await h.call('POST', '/v1/api/inbox-placement/tests', {
    body: { ...CONTENT, ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.test as any;
}

export async function placementTest(h: Harness, uid: string) {
  const res = await h.call('GET', `/v1/api/inbox-placement/tests/${uid}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.test as any;
}

/** Waits until the test is in `status` (its jobs run meanwhile). */
export async function waitForStatus(h: Harness, uid: string, status: string, timeoutMs = 60_000) {
  let test: any;
  await waitFor(
    async () => {
      test = await placementTest(h, uid);
      return test.status === status;
    },
    timeoutMs,
    `the placement test did not become ${status}`,
  );
  return test;
}

/** What the API's figures say when computed from `folders` (one entry per measured copy). */
export function expectedFigures(folders: string[]) {
  const inbox = folders.filter((f) => f === 'inbox').length;
  const tab = folders.filter((f) => ['promotions', 'updates', 'archive'].includes(f)).length;
  const spam = folders.filter((f) => f === 'spam').length;
  const missing = folders.filter((f) => f === 'missing').length;
  const measured = folders.length;
  const pct = (n: number) => (measured === 0 ? null : Math.round((n / measured) * 10_000) / 100);
  return {
    measured,
    inbox,
    tab,
    spam,
    missing,
    inbox_pct: pct(inbox),
    tab_pct: pct(tab),
    spam_pct: pct(spam),
    missing_pct: pct(missing),
  };
}
