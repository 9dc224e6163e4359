import type { FetchMessageObject, FetchQueryObject, ImapFlow } from 'imapflow';
import { mergeAuthenticationResults } from '../auth-results.js';
import type { FoundMail, MailAccount, MailFolder } from '../mail-network.js';
import { WARMUP_TAG_HEADER } from '../mail-network.js';

/** Folders a message can be found in, as a client names them (special-use flags first). */
const FOLDERS: Array<{ folder: MailFolder; specialUse: string; names: RegExp }> = [
  { folder: 'spam', specialUse: '\\Junk', names: /^(junk|spam|junk e-mail|\[gmail\]\/spam)$/i },
  { folder: 'archive', specialUse: '\\Archive', names: /^(archive|\[gmail\]\/all mail)$/i },
];

/** INBOX, then the account's spam and archive folders (by special use, else by usual name). */
export async function foldersOf(
  client: ImapFlow,
): Promise<Array<{ path: string; folder: MailFolder }>> {
  const out: Array<{ path: string; folder: MailFolder }> = [{ path: 'INBOX', folder: 'inbox' }];
  const list = await client.list();
  for (const { folder, specialUse, names } of FOLDERS) {
    const box =
      list.find((b) => b.specialUse === specialUse) ?? list.find((b) => names.test(b.path));
    if (box) out.push({ path: box.path, folder });
  }
  return out;
}

/** What `find` and `browse` fetch of each message. */
export const FOUND_FIELDS: FetchQueryObject = {
  uid: true,
  envelope: true,
  flags: true,
  internalDate: true,
  headers: [WARMUP_TAG_HEADER, 'authentication-results'],
};

/** A fetched message (with {@link FOUND_FIELDS}) as the network hands it out, with its ref. */
export function foundMail(
  msg: FetchMessageObject,
  at: { account: MailAccount; path: string; validity: string; folder: MailFolder },
): FoundMail & { tag: string | null } {
  const headers = msg.headers?.toString() ?? '';
  return {
    ref: encodeRef({
      account: at.account.email.toLowerCase(),
      path: at.path,
      validity: at.validity,
      uid: msg.uid,
    }),
    messageId: msg.envelope?.messageId ?? '',
    inReplyTo: msg.envelope?.inReplyTo ?? null,
    from: msg.envelope?.from?.[0]?.address?.toLowerCase() ?? '',
    to: msg.envelope?.to?.[0]?.address?.toLowerCase() ?? '',
    subject: msg.envelope?.subject ?? '',
    folder: at.folder,
    receivedAt: new Date(msg.internalDate ?? Date.now()).toISOString(),
    seen: msg.flags?.has('\\Seen') ?? false,
    flagged: msg.flags?.has('\\Flagged') ?? false,
    auth: mergeAuthenticationResults(headerValues(headers, 'authentication-results')),
    tag: headerValue(headers, WARMUP_TAG_HEADER),
  };
}

/** One copy of a message: the account, folder, UIDVALIDITY and UID. */
export interface Ref {
  account: string;
  path: string;
  validity: string;
  uid: number;
}

export function encodeRef(ref: Ref): string {
  return Buffer.from(JSON.stringify(ref)).toString('base64url');
}

/** The ref's copy, when it is one of `account`'s. */
export function decodeRef(ref: string, account: MailAccount): Ref | null {
  try {
    const parsed = JSON.parse(Buffer.from(ref, 'base64url').toString()) as Ref;
    return parsed.account === account.email.toLowerCase() &&
      typeof parsed.path === 'string' &&
      Number.isInteger(parsed.uid)
      ? parsed
      : null;
  } catch {
    return null;
  }
}

/** Every value of a header, in the order given (topmost first), unfolded. */
function headerValues(headers: string, name: string): string[] {
  const pattern = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'gim');
  return [...headers.matchAll(pattern)].map((m) =>
    (m[1] ?? '').replace(/\r?\n[ \t]+/g, ' ').trim(),
  );
}

function headerValue(headers: string, name: string): string | null {
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(headers);
  return match ? (match[1] ?? '').replace(/\r?\n[ \t]+/g, ' ').trim() : null;
}
