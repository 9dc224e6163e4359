import type { ImapFlow } from 'imapflow';
import type { FolderBatch, FolderCursor, ReadableFolder } from '../mail-network.js';
import { type ProviderResult, succeed } from '../result.js';
import { commandError } from './command-failure.js';

/** A sent folder as clients name it, when the server flags none `\Sent`. */
const SENT_NAMES = /^(sent|sent items|sent messages|sent mail|\[gmail\]\/sent mail)$/i;

/**
 * Reads one folder from `since.nextUid` on (the whole folder again when its UIDVALIDITY is not
 * `since.uidValidity`), read-only so no `\Seen` flag changes: at most `limit` messages, oldest
 * first, each with its raw source. An account without a sent folder has nothing to read there.
 * A command the server refuses, or a lost connection, is thrown for `withImap`'s one rule.
 */
export async function readFolder(
  client: ImapFlow,
  folder: ReadableFolder,
  since: FolderCursor,
  limit: number,
): Promise<ProviderResult<FolderBatch>> {
  const path = folder === 'inbox' ? 'INBOX' : await sentFolder(client);
  if (!path)
    return succeed({
      uidValidity: since.uidValidity ?? '',
      nextUid: since.nextUid,
      restarted: false,
      more: false,
      messages: [],
    });
  const box = await client.mailboxOpen(path, { readOnly: true });
  try {
    const uidValidity = String(box.uidValidity);
    const restarted = since.uidValidity !== null && since.uidValidity !== uidValidity;
    const from = since.uidValidity === uidValidity ? since.nextUid : 1;
    // `from:*` always names the newest message, even below `from`: the filter drops it.
    const uids = box.exists === 0 ? [] : await client.search({ uid: `${from}:*` }, { uid: true });
    if (!uids) throw commandError(client, 'UID SEARCH');
    const wanted = uids.filter((uid) => uid >= from).sort((a, b) => a - b);
    const batch = wanted.slice(0, limit);
    const messages: FolderBatch['messages'] = [];
    if (batch.length > 0)
      for await (const msg of client.fetch(
        batch.join(','),
        { uid: true, source: true, internalDate: true },
        { uid: true },
      ))
        if (msg.source)
          messages.push({
            uid: msg.uid,
            receivedAt: new Date(msg.internalDate ?? Date.now()).toISOString(),
            raw: msg.source,
          });
    messages.sort((a, b) => a.uid - b.uid);
    const last = batch[batch.length - 1];
    return succeed({
      uidValidity,
      nextUid: last === undefined ? from : last + 1,
      restarted,
      more: wanted.length > batch.length,
      messages,
    });
  } finally {
    await client.mailboxClose();
  }
}

async function sentFolder(client: ImapFlow): Promise<string | null> {
  const list = await client.list();
  const box =
    list.find((b) => b.specialUse === '\\Sent') ?? list.find((b) => SENT_NAMES.test(b.path));
  return box?.path ?? null;
}
