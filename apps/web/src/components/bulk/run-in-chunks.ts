import { errorMessage } from '../../api/errors';

export interface ChunkOutcome {
  done: number;
  failed: { uids: string[]; message: string }[];
}

/**
 * Runs `act` on `uids` in chunks of `size` (the API takes at most 100 uids a call), one call at a
 * time, reporting after each; a chunk that fails is recorded with its message and the rest go on.
 */
export async function runInChunks(
  uids: string[],
  act: (chunk: string[]) => Promise<unknown>,
  onProgress: (done: number, total: number) => void,
  signal?: AbortSignal,
  size = 100,
): Promise<ChunkOutcome> {
  const outcome: ChunkOutcome = { done: 0, failed: [] };
  for (let start = 0; start < uids.length; start += size) {
    signal?.throwIfAborted();
    const chunk = uids.slice(start, start + size);
    try {
      await act(chunk);
      outcome.done += chunk.length;
    } catch (error) {
      outcome.failed.push({ uids: chunk, message: errorMessage(error) });
    }
    onProgress(Math.min(uids.length, start + size), uids.length);
  }
  return outcome;
}
