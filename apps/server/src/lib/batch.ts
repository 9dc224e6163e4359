/**
 * Hands items to `flush` in batches: an item waits one turn of the event loop (or `lingerMs`,
 * unless `max` items arrive first), so items that arrive together go together, and items
 * arriving while a batch is being flushed wait for it and go in the next (as a database's group
 * commit does). `flush` answers each item in order, or throws, which rejects every item of its
 * batch. At most `max` items per batch.
 */
export function batcher<I, R>(
  flush: (items: readonly I[]) => Promise<readonly R[]>,
  { max = 500, lingerMs = 0 }: { max?: number; lingerMs?: number } = {},
): (item: I) => Promise<R> {
  let timer: NodeJS.Timeout | null = null;
  let waiting: Array<{ item: I; resolve: (result: R) => void; reject: (error: unknown) => void }> =
    [];
  let flushing = false;
  const run = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    flushing = true;
    while (waiting.length > 0) {
      const batch = waiting.slice(0, max);
      waiting = waiting.slice(batch.length);
      try {
        const results = await flush(batch.map((w) => w.item));
        for (const [i, w] of batch.entries()) w.resolve(results[i] as R);
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    flushing = false;
  };
  return (item) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (flushing) return;
      if (waiting.length >= max) void run();
      else if (waiting.length === 1) {
        if (lingerMs > 0) timer = setTimeout(() => void run(), lingerMs);
        else setImmediate(() => void run());
      }
    });
}
