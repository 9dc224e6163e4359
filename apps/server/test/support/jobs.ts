import type { JobHelpers } from '../../src/jobs/job.js';
import type { Harness } from './harness.js';

/**
 * What a job's handler gets when a test runs it by hand, outside a runner (no `defer`, no
 * claim): its first attempt of `maxAttempts`.
 */
export function byHand(h: Harness, maxAttempts = 5): JobHelpers {
  return {
    ctx: h.ctx,
    jobId: 'manual',
    attempt: 1,
    maxAttempts,
    log: h.ctx.log,
    signal: new AbortController().signal,
  };
}
