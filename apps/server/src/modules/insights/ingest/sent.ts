import type { AddressObject } from 'mailparser';
import { parseMail } from '../../../lib/parse-mail.js';
import { WARMUP_TAG_HEADER } from '../../../providers/mail-network.js';

/** What a copy in a mailbox's sent folder says about the message that left. */
export interface SentCopy {
  messageId: string;
  inReplyTo: string | null;
  /** The thread's Message-IDs, oldest first. */
  references: string[];
  /** Every To, Cc and Bcc address, lowercase, once each. */
  recipients: string[];
  subject: string | null;
  /** Its Date header, else when the server stored it. */
  sentAt: string;
  /** Warmup mail: the warmup engine writes it to the ledger itself. */
  warmup: boolean;
  /** The IP the receiving side saw it come from, when a Received header names one. */
  sendingIp: string | null;
  /** Its plain-text body (the ledger keeps only its template's fingerprint). */
  bodyText: string | null;
}

const ID = /<[^<>\s]+>/g;

/** Parses one raw message from a sent folder; null when it has no Message-ID to know it by. */
export async function parseSentCopy(
  raw: Buffer | string,
  storedAt: string,
): Promise<SentCopy | null> {
  const mail = await parseMail(raw, { skipHtmlToText: true, skipTextToHtml: true });
  const messageId = mail.messageId?.match(ID)?.[0];
  if (!messageId) return null;
  const refs = Array.isArray(mail.references)
    ? mail.references
    : mail.references
      ? [mail.references]
      : [];
  const addresses = [mail.to, mail.cc, mail.bcc]
    .flatMap((field) => (field ? (Array.isArray(field) ? field : [field]) : []))
    .flatMap((field: AddressObject) => field.value)
    .flatMap(function flat(a): string[] {
      return a.group ? a.group.flatMap(flat) : a.address ? [a.address.toLowerCase()] : [];
    });
  const date = mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date.toISOString() : null;
  return {
    messageId,
    inReplyTo: mail.inReplyTo?.match(ID)?.[0] ?? null,
    references: refs.flatMap((r) => r.match(ID) ?? []),
    recipients: [...new Set(addresses)],
    subject: mail.subject ?? null,
    sentAt: date ?? storedAt,
    warmup: mail.headers.has(WARMUP_TAG_HEADER.toLowerCase()),
    sendingIp: sendingIpOf(receivedHeaders(mail.headers.get('received'))),
    bodyText: mail.text ?? null,
  };
}

function receivedHeaders(value: unknown): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}

/**
 * The sending IP from a message's `Received` headers (newest first, as a message carries them):
 * the oldest one that names the IP it was received from (`from host ([203.0.113.5])`), which is
 * where the receiving side first took it in. Null when none names one.
 */
export function sendingIpOf(received: readonly string[]): string | null {
  for (const header of [...received].reverse()) {
    const from = /\bfrom\b([\s\S]*?)(\bby\b|$)/i.exec(header)?.[1] ?? '';
    const ip = /\[(?:IPv6:)?([0-9a-f.:]+)\]/i.exec(from)?.[1];
    if (ip && (/^\d{1,3}(\.\d{1,3}){3}$/.test(ip) || ip.includes(':'))) return ip.toLowerCase();
  }
  return null;
}
