import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../src/providers/vendor-limits.js';

/** A clock the test moves; `sleep` moves it and lets other waiters run. */
function manualTime() {
  let now = 0;
  const timers: Array<{ at: number; resolve: () => void }> = [];
  return {
    now: () => now,
    sleep: (ms: number) =>
      new Promise<void>((resolve) => {
        timers.push({ at: now + ms, resolve });
      }),
    /** Moves the clock to `to`, resolving the sleeps due on the way, in order. */
    async advance(to: number) {
      for (;;) {
        await new Promise((resolve) => setImmediate(resolve));
        timers.sort((a, b) => a.at - b.at);
        const next = timers[0];
        if (!next || next.at > to) break;
        timers.shift();
        now = next.at;
        next.resolve();
      }
      now = to;
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('a vendor request budget kept by the process', () => {
  it('sends at most `limit` requests in a window, the next a window after the first answer', async () => {
    const time = manualTime();
    const limiter = createRateLimiter(10, 2000, time.now);
    const slots = Array.from({ length: 11 }, () => limiter.reserve('key', 5000));
    expect(slots.map((s) => s?.wait)).toEqual([...Array(10).fill(0), 2100]);
    const sentAt: number[] = [];
    const sends = slots.map(async (slot) => {
      await slot?.ready(time.sleep);
      sentAt.push(time.now());
    });
    // The first ten go at once; the vendor is slow and answers them 700 ms later. Its window for
    // the first counts from when it saw it (up to 700 ms after it was sent).
    await time.advance(700);
    expect(sentAt).toEqual(Array(10).fill(0));
    for (const slot of slots.slice(0, 10)) slot?.done();
    // Counted from the send, the eleventh would go at 2,100 ms, while the vendor may still count
    // the first (seen at up to 700 ms) until 2,700 ms: it waits a window from the answer instead.
    await time.advance(2100);
    expect(sentAt).toHaveLength(10);
    await time.advance(2800);
    await Promise.all(sends);
    expect(sentAt.slice(10)).toEqual([2800]);
  });

  it('a reservation whose wait is longer than the caller allows is refused, nothing reserved', () => {
    const time = manualTime();
    const limiter = createRateLimiter(2, 1000, time.now);
    expect(limiter.reserve('key', 0)?.wait).toBe(0);
    expect(limiter.reserve('key', 0)?.wait).toBe(0);
    expect(limiter.reserve('key', 500)).toBeNull();
    expect(limiter.reserve('other', 0)?.wait).toBe(0);
    expect(limiter.reserve('key', 2000)?.wait).toBe(1100);
  });
});
