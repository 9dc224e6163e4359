import { describe, expect, it } from 'vitest';
import { classifyIncoming } from '../src/modules/insights/ingest/classify.js';

/** A delivery-status report as Postfix writes one, for `status` and `diagnostic`. */
const dsn = (status: string, diagnostic: string) =>
  [
    'From: MAILER-DAEMON@mx.example (Mail Delivery System)',
    'To: ana@sender.example',
    'Subject: Undelivered Mail Returned to Sender',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="B"',
    '',
    '--B',
    'Content-Type: text/plain',
    '',
    'I am sorry to inform you that your message could not be delivered.',
    '--B',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.example',
    '',
    'Final-Recipient: rfc822; Lead@Gmail.com',
    'Original-Recipient: rfc822;lead@gmail.com',
    'Action: failed',
    `Status: ${status}`,
    `Diagnostic-Code: smtp; ${diagnostic}`,
    '',
    '--B',
    'Content-Type: text/rfc822-headers',
    '',
    'From: ana@sender.example',
    'To: lead@gmail.com',
    'Message-ID: <first.1@sender.example>',
    'Subject: Quick question',
    '',
    '--B--',
    '',
  ].join('\r\n');

const message = (headers: string[]) =>
  [...headers, 'From: lead@gmail.com', 'To: ana@sender.example', '', 'Thanks!', ''].join('\r\n');

describe('classifying what a real mailbox receives', () => {
  it('reads a hard bounce: the original Message-ID, the recipient, the status and diagnostic', async () => {
    expect(
      await classifyIncoming(dsn('5.1.1', '550 5.1.1 <lead@gmail.com>: user unknown')),
    ).toEqual({
      type: 'bounce',
      originalMessageId: '<first.1@sender.example>',
      recipient: 'lead@gmail.com',
      bounce: 'hard',
      status: '5.1.1',
      diagnostic: '550 5.1.1 <lead@gmail.com>: user unknown',
      authFailure: false,
    });
  });

  it('reads a soft bounce and an authentication refusal', async () => {
    expect(await classifyIncoming(dsn('4.2.2', '452 4.2.2 mailbox full'))).toMatchObject({
      bounce: 'soft',
      status: '4.2.2',
      authFailure: false,
    });
    expect(
      await classifyIncoming(
        dsn('5.7.26', '550 5.7.26 This mail is unauthenticated: SPF and DKIM do not pass'),
      ),
    ).toMatchObject({ bounce: 'hard', authFailure: true });
  });

  it('tells an auto-reply from a reply, and threads both', async () => {
    expect(
      await classifyIncoming(
        message([
          'Subject: Automatic reply: Quick question',
          'Auto-Submitted: auto-replied',
          'In-Reply-To: <first.1@sender.example>',
        ]),
      ),
    ).toEqual({ type: 'auto_reply', inReplyTo: '<first.1@sender.example>', references: [] });
    expect(
      await classifyIncoming(
        message([
          'Subject: Re: Quick question',
          'In-Reply-To: <follow.2@sender.example>',
          'References: <first.1@sender.example> <follow.2@sender.example>',
        ]),
      ),
    ).toEqual({
      type: 'reply',
      inReplyTo: '<follow.2@sender.example>',
      references: ['<first.1@sender.example>', '<follow.2@sender.example>'],
    });
    expect(await classifyIncoming(message(['Subject: Hello', 'Auto-Submitted: no']))).toEqual({
      type: 'other',
    });
  });
});
