import { errorMessage } from '../../api/errors';

export interface ChunkOutcome {
  done: number;
  failed: { uids: string[]; message: string }[];
}

type Listed = { mailbox_uid?: string; uid?: string; message?: string; error?: string };

/**
 * The records an answer of 200 says were not done: the operations that act on each record in turn
 * list them instead of refusing the whole call: Pause and Resume warmup
 * (`results.failed: [{ mailbox_uid, message }]`), Uncancel mailboxes
 * (`results.failed: [{ uid, error }]`), Add warmup (`errors: [{ mailbox_uid, message }]`).
 */
export function failuresIn(answer: unknown): { uid: string; message: string }[] {
  const shaped = answer as { results?: { failed?: unknown }; errors?: unknown } | null;
  const listed = shaped?.results?.failed ?? shaped?.errors;
  if (!Array.isArray(listed)) return [];
  return (listed as Listed[]).map((item) => ({
    uid: item.mailbox_uid ?? item.uid ?? '',
    message: item.message ?? item.error ?? 'not done',
  }));
}

/**
 * Runs `act` on `uids` in chunks of `size` (the API takes at most 100 uids a call), one call at a
 * time, reporting after each; a chunk that fails is recorded with its message and the rest go on,
 * and so is each record an answer lists as not done ({@link failuresIn}).
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
      const failed = failuresIn(await act(chunk));
      outcome.done += chunk.length - failed.length;
      for (const { uid, message } of failed) {
        const same = outcome.failed.find((f) => f.message === message);
        if (same) same.uids.push(uid);
        else outcome.failed.push({ uids: [uid], message });
      }
    } catch (error) {
      outcome.failed.push({ uids: chunk, message: errorMessage(error) });
    }
    onProgress(Math.min(uids.length, start + size), uids.length);
  }
  return outcome;
}
