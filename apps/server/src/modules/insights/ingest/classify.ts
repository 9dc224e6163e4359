import { parseMail } from '../../../lib/parse-mail.js';
import { isAuthFailure } from '../auth-failures.js';

/** What a message found in a real mailbox's inbox means for the ledger. */
export type Incoming =
  | {
      type: 'bounce';
      /** The bounced message's Message-ID (from the returned original or its headers). */
      originalMessageId: string | null;
      recipient: string | null;
      bounce: 'hard' | 'soft';
      /** `5.1.1`. */
      status: string;
      diagnostic: string;
      authFailure: boolean;
    }
  | { type: 'auto_reply'; inReplyTo: string | null; references: string[] }
  | { type: 'reply'; inReplyTo: string | null; references: string[] }
  | { type: 'other' };

const ID = /<[^<>\s]+>/g;

/**
 * Reads one raw message (RFC 5322) and tells a delivery-status report (RFC 3464: per recipient
 * `Status` 5.x.x = hard, 4.x.x = soft, with its `Diagnostic-Code`), an auto-reply (RFC 3834
 * `Auto-Submitted`, `X-Autoreply`, `X-Autorespond`, `Precedence: auto_reply`, an out-of-office
 * subject) and a reply (`In-Reply-To` / `References`) apart.
 */
export async function classifyIncoming(raw: Buffer | string): Promise<Incoming> {
  const mail = await parseMail(raw, { skipHtmlToText: true, skipTextToHtml: true });
  const header = (name: string) => {
    const value = mail.headers.get(name);
    return typeof value === 'string'
      ? value
      : value === undefined
        ? ''
        : String((value as { value?: unknown }).value ?? value);
  };
  const contentType = mail.headers.get('content-type') as
    | { value?: string; params?: Record<string, string> }
    | undefined;
  const report =
    contentType?.value === 'multipart/report' &&
    contentType.params?.['report-type'] === 'delivery-status';
  const status = mail.attachments.find((a) => a.contentType === 'message/delivery-status');
  if (report || status) {
    const text = status ? status.content.toString('utf8') : (mail.text ?? '');
    const field = (name: string) =>
      new RegExp(`^${name}:\\s*(.+(?:\\r?\\n[ \\t].+)*)`, 'im')
        .exec(text)?.[1]
        ?.replace(/\s+/g, ' ')
        .trim() ?? '';
    const code = /([245])\.\d{1,3}\.\d{1,3}/.exec(field('Status'))?.[0] ?? '5.0.0';
    const diagnostic = field('Diagnostic-Code').replace(/^smtp;\s*/i, '') || code;
    const original = mail.attachments.find(
      (a) => a.contentType === 'message/rfc822' || a.contentType === 'text/rfc822-headers',
    );
    const originalId = original
      ? (/^message-id:\s*(<[^>]+>)/im.exec(original.content.toString('utf8'))?.[1] ?? null)
      : null;
    return {
      type: 'bounce',
      originalMessageId: originalId,
      recipient:
        field('Final-Recipient')
          .replace(/^rfc822;\s*/i, '')
          .toLowerCase() || null,
      bounce: code.startsWith('4') ? 'soft' : 'hard',
      status: code,
      diagnostic,
      authFailure: isAuthFailure({ auth: null, diagnostic }),
    };
  }
  const inReplyTo = (mail.inReplyTo?.match(ID) ?? [])[0] ?? null;
  const refs = Array.isArray(mail.references)
    ? mail.references
    : mail.references
      ? [mail.references]
      : [];
  const references = refs.flatMap((r) => r.match(ID) ?? []);
  const autoSubmitted = header('auto-submitted').toLowerCase();
  const auto =
    (autoSubmitted !== '' && autoSubmitted !== 'no') ||
    header('x-autoreply') !== '' ||
    header('x-autorespond') !== '' ||
    /auto_reply/i.test(header('precedence')) ||
    /^(automatic reply|auto(matic)?[- ]?reply|out of (the )?office)\b/i.test(mail.subject ?? '');
  if (auto) return { type: 'auto_reply', inReplyTo, references };
  if (inReplyTo || references.length > 0) return { type: 'reply', inReplyTo, references };
  return { type: 'other' };
}
