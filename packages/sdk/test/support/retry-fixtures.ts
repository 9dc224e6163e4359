/** Shared by the retry suites (`client-retries.test.ts`, `client-retry-waits.test.ts`). */

/** Short delays keep the suites fast; the backoff itself is unit-tested in `retry-policy.test.ts`. */
export const FAST = { initialDelayMs: 5, maxDelayMs: 20 };

/** A `GET /v1/api/account` answer. */
export const account = {
  error: false,
  message: 'ok',
  uid: 'd3b7c6a0-1c1e-4a4b-9a66-2f1f3c6b9e10',
  team: 'T',
  admin_email: 'a@example.com',
  total_credits: 0,
  credits_used: 0,
  credits_remaining: 0,
  auto_topup_enabled: false,
  created_at: '2026-01-01T00:00:00.000Z',
};
