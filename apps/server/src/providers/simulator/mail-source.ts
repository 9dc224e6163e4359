import type { AuthVerdict, MailAccount, OutgoingMail } from '../mail-network.js';

let composer: Promise<typeof import('nodemailer/lib/mail-composer/index.js').default> | null = null;

/** nodemailer's composer, imported on the first simulated message (not at each process start). */
function loadComposer() {
  composer ??= import('nodemailer/lib/mail-composer/index.js').then((module) => module.default);
  return composer;
}

/**
 * The RFC 5322 source of a simulated message as its receiver keeps it: the sender's headers
 * (From, To, Subject, Date, Message-ID, threading, the caller's own such as the warmup tag), its
 * text and HTML parts (nodemailer's composer), and on top what the receiving server adds, a
 * `Received` line and its `Authentication-Results`. The sandbox mail viewer reads it.
 */
export async function simulatedSource(
  from: MailAccount,
  mail: OutgoingMail,
  received: {
    at: string;
    ip: string | null;
    auth: { spf: AuthVerdict; dkim: AuthVerdict; dmarc: AuthVerdict };
  },
): Promise<string> {
  const domain = from.email.split('@')[1] ?? 'sandbox.invalid';
  const MailComposer = await loadComposer();
  const built = await new MailComposer({
    from: from.email,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    messageId: mail.messageId,
    date: new Date(received.at),
    ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo } : {}),
    ...(mail.references?.length ? { references: mail.references } : {}),
    headers: mail.headers ?? {},
  })
    .compile()
    .build();
  const { spf, dkim, dmarc } = received.auth;
  const added = [
    `Received: from ${domain} (${received.ip ?? 'unknown'}) by mx.sandbox.mailwright.invalid; ${new Date(received.at).toUTCString()}`,
    `Authentication-Results: mx.sandbox.mailwright.invalid; spf=${spf} smtp.mailfrom=${domain}; dkim=${dkim} header.d=${domain}; dmarc=${dmarc} header.from=${domain}`,
  ];
  return `${added.join('\r\n')}\r\n${built.toString('utf8')}`;
}
