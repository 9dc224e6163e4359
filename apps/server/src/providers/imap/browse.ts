import type { ImapFlow, SearchObject } from 'imapflow';
import type { BrowseQuery, FoundMail, MailAccount, MessageSource } from '../mail-network.js';
import { fail, type ProviderResult, succeed } from '../result.js';
import { commandError } from './command-failure.js';
import { decodeRef, FOUND_FIELDS, foldersOf, foundMail } from './folders.js';

/**
 * The account's INBOX and spam folder as a mail client lists them, read-only (no `\Seen`
 * changes): in each folder the newest `limit` UIDs the server's SEARCH matches (subject, From or
 * To containing `text`), then merged newest first by arrival.
 */
export async function browseFolders(
  client: ImapFlow,
  account: MailAccount,
  query: BrowseQuery,
): Promise<ProviderResult<{ messages: FoundMail[] }>> {
  const folders = (await foldersOf(client)).filter(
    (f) =>
      (f.folder === 'inbox' || f.folder === 'spam') && (!query.folder || f.folder === query.folder),
  );
  const text = query.text;
  const criteria: SearchObject = text
    ? { or: [{ subject: text }, { from: text }, { to: text }] }
    : { all: true };
  const messages: FoundMail[] = [];
  for (const { path, folder } of folders) {
    const box = await client.mailboxOpen(path, { readOnly: true });
    try {
      if (box.exists === 0) continue;
      const uids = await client.search(criteria, { uid: true });
      if (!uids) throw commandError(client, 'UID SEARCH');
      const newest = uids.sort((a, b) => b - a).slice(0, query.limit);
      if (newest.length === 0) continue;
      const validity = String(box.uidValidity);
      for await (const msg of client.fetch(newest.join(','), FOUND_FIELDS, { uid: true }))
        messages.push(foundMail(msg, { account, path, validity, folder }));
    } finally {
      await client.mailboxClose();
    }
  }
  messages.sort((a, b) =>
    a.receivedAt === b.receivedAt
      ? b.ref.localeCompare(a.ref)
      : a.receivedAt < b.receivedAt
        ? 1
        : -1,
  );
  return succeed({ messages: messages.slice(0, query.limit) });
}

/** The raw source of the ref's copy, read-only; `not_found` when it moved or was deleted. */
export async function readSource(
  client: ImapFlow,
  account: MailAccount,
  ref: string,
): Promise<ProviderResult<MessageSource>> {
  const at = decodeRef(ref, account);
  if (!at) return fail('not_found', 'No such message');
  const folder = (await foldersOf(client)).find((f) => f.path === at.path)?.folder;
  if (!folder) return fail('not_found', 'No such message');
  const box = await client.mailboxOpen(at.path, { readOnly: true });
  try {
    if (String(box.uidValidity) !== at.validity) return fail('not_found', 'No such message');
    const msg = await client.fetchOne(
      String(at.uid),
      { uid: true, source: true, internalDate: true },
      { uid: true },
    );
    if (!msg || msg.uid !== at.uid || !msg.source) return fail('not_found', 'No such message');
    return succeed({
      folder,
      receivedAt: new Date(msg.internalDate ?? Date.now()).toISOString(),
      raw: msg.source,
    });
  } finally {
    await client.mailboxClose();
  }
}
