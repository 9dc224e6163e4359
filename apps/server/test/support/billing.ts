import { expect } from 'vitest';
import { grantCredits } from '../../src/modules/billing/billing.service.js';
import { findPaymentByProviderId } from '../../src/modules/billing/payments.repository.js';
import { CONTACT } from './domains.js';
import type { Harness, TestTeam } from './harness.js';

const as = (team?: TestTeam) =>
  team ? { token: team.token, workspace: null } : { workspace: null };

/** The team's wallet as Get wallet details answers it. */
export async function wallet(h: Harness, team?: TestTeam) {
  const res = await h.call('GET', '/v1/api/billing/wallet', as(team));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as {
    total_credits: number;
    credits_used: number;
    credits_remaining: number;
    auto_topup_enabled: boolean;
    auto_topup_disabled_reason: string | null;
    card_on_file: string | null;
  };
}

/** The team wallet's ledger entries, oldest first (every page). */
export async function ledger(h: Harness, team?: TestTeam, query: Record<string, string> = {}) {
  const res = await h.call('GET', '/v1/api/billing/wallet/logs', {
    ...as(team),
    query: { limit: 100, ...query },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return [...res.body.logs].reverse() as Array<{
    uid: string;
    kind: string;
    amount: number;
    balance_after: number;
    description: string;
    record: { type: string; uid: string } | null;
    refund_of: string | null;
    actor: string;
    reference: string;
  }>;
}

/** Answers the sandbox checkout page as the payer would (pay, decline, authenticate, fail). */
export async function answerCheckout(
  h: Harness,
  sessionId: string,
  decision: 'pay' | 'decline' | 'authenticate' | 'fail',
) {
  return h.app.inject({
    method: 'POST',
    url: `/sandbox/checkout/${sessionId}`,
    payload: `decision=${decision}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** Check payment status, as the team. */
export async function paymentStatus(h: Harness, sessionId: string, team?: TestTeam) {
  const res = await h.call('GET', '/v1/api/billing/wallet/status', {
    ...as(team),
    query: { session_id: sessionId },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** Moves a checkout's expiry into the past, at the simulator and on our side. */
export async function expireCheckout(h: Harness, sessionId: string): Promise<void> {
  const past = new Date(Date.now() - 60_000).toISOString();
  const sim = await h.ctx.db
    .selectFrom('sim_payments')
    .select('state')
    .where('id', '=', sessionId)
    .executeTakeFirstOrThrow();
  await h.ctx.db
    .updateTable('sim_payments')
    .set({ state: JSON.stringify({ ...JSON.parse(sim.state), expiresAt: past }) })
    .where('id', '=', sessionId)
    .execute();
  await h.ctx.db
    .updateTable('payment_sessions')
    .set({ expires_at: past })
    .where('provider_session_id', '=', sessionId)
    .execute();
}

/** Orders domains to be paid by checkout; returns their uids and the checkout. */
export async function registerByCheckout(h: Harness, names: string[]) {
  const res = await h.call('POST', '/v1/api/domains/register', {
    body: {
      domains: names.map((name) => ({ name, registration_years: 1 })),
      contact_details: CONTACT,
      use_wallet_balance: false,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.payment_type).toBe('checkout');
  return {
    uids: res.body.domain_uids as string[],
    sessionId: res.body.session_id as string,
    url: res.body.url as string,
    total: res.body.total_cost as number,
  };
}

/** Our payment row for a provider session id. */
export async function paymentRow(h: Harness, sessionId: string) {
  const row = await findPaymentByProviderId(h.ctx.db, sessionId);
  expect(row).toBeDefined();
  return row as NonNullable<typeof row>;
}

/** Saves the sandbox card on the team wallet (pays a checkout of 1 credit once). */
export async function saveCard(h: Harness, team?: TestTeam): Promise<void> {
  const res = await h.call('POST', '/v1/api/billing/wallet/add-credits', {
    ...as(team),
    body: { amount: 1 },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const paid = await answerCheckout(h, res.body.session_id, 'pay');
  expect(paid.statusCode).toBe(303);
}

/** Takes every credit out of the team wallet (a negative grant), so the next charge is short. */
export async function drainWallet(h: Harness, team: TestTeam = h.team): Promise<void> {
  const { credits_remaining } = await wallet(h, team);
  if (credits_remaining > 0)
    await grantCredits(h.ctx, {
      teamUid: team.team.uid,
      amountCents: -Math.round(credits_remaining * 100),
      reason: 'Test: empty the wallet',
    });
}

/** Grants credits to the team wallet. */
export async function topUp(h: Harness, credits: number, team: TestTeam = h.team): Promise<void> {
  await grantCredits(h.ctx, {
    teamUid: team.team.uid,
    amountCents: Math.round(credits * 100),
    reason: 'Test: top up',
  });
}
