import { describe, expect, it } from 'vitest';
import { runInChunks, StoppedRun } from '../src/components/bulk/run-in-chunks.js';

// A bulk action stopped part way: what it did is counted (a chunk sent is answered first), and
// what it did not send is said.

describe('a bulk run stopped part way', () => {
  it('counts the chunks answered, the one under way included, and what was not sent', async () => {
    const uids = Array.from({ length: 250 }, (_, i) => `uid-${i}`);
    const controller = new AbortController();
    const sent: number[] = [];
    const run = runInChunks(
      uids,
      async (chunk) => {
        sent.push(chunk.length);
        // The person presses Stop while the second chunk is under way.
        if (sent.length === 2) controller.abort();
        return {};
      },
      () => undefined,
      controller.signal,
    );
    const stopped = await run.catch((error: unknown) => error);
    expect(stopped).toBeInstanceOf(StoppedRun);
    expect((stopped as StoppedRun).outcome).toEqual({ done: 200, failed: [] });
    expect((stopped as StoppedRun).notSent).toBe(50);
    expect(sent).toEqual([100, 100]);
  });
});
