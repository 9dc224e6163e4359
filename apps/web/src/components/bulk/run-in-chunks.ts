import { MailwrightApiError } from '@mailwright/sdk';
import { errorMessage, fieldErrors } from '../../api/errors';

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
 * The fields of a bulk action's own input (an address, a URL: not the records it acts on) that an
 * answer of 400 refused, or nothing. Such a refusal says nothing was written and that every other
 * chunk would be refused alike, so the run stops there.
 */
export function refusedInput(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof MailwrightApiError) || error.status !== 400) return undefined;
  const own = Object.entries(fieldErrors(error)).filter(
    ([field]) => !/^(uids|mailbox_uids|domain_uids|except_uids)\b/.test(field),
  );
  return own.length > 0 ? Object.fromEntries(own) : undefined;
}

/** A run stopped by its signal: what it had done, and how many records it did not send. */
export class StoppedRun extends Error {
  constructor(
    readonly outcome: ChunkOutcome,
    readonly notSent: number,
  ) {
    super('Stopped');
  }
}

/**
 * Runs `act` on `uids` in chunks of `size` (the API takes at most 100 uids a call), one call at a
 * time, reporting after each; a chunk that fails is recorded with its message and the rest go on,
 * and so is each record an answer lists as not done ({@link failuresIn}); a refusal of the action's
 * own input ({@link refusedInput}) is thrown, before any other chunk is sent; stopped by
 * `signal`, it throws {@link StoppedRun} with what was done.
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
    // A chunk sent is answered before the run stops: what it did is counted.
    if (signal?.aborted) throw new StoppedRun(outcome, uids.length - start);
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
      if (refusedInput(error)) throw error;
      outcome.failed.push({ uids: chunk, message: errorMessage(error) });
    }
    onProgress(Math.min(uids.length, start + size), uids.length);
  }
  return outcome;
}
