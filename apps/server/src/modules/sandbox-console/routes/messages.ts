import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import { Envelope, errorResponses, Nullable, Timestamp, Uid } from '../../../http/schemas.js';
import { getMessage, listMessages } from '../messages.service.js';

export const SANDBOX_CONSOLE_TAG = 'Sandbox console';

const Auth = Nullable(
  Type.Object({ spf: Type.String(), dkim: Type.String(), dmarc: Type.String() }),
);

const MessageSummary = {
  ref: Type.String({ description: 'The message’s handle in this mailbox’s viewer.' }),
  direction: Type.Enum(['received', 'sent']),
  kind: Type.String({
    description: 'warmup, placement, campaign, reply, bounce, verification or other.',
  }),
  from: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  folder: Nullable(
    Type.String({
      description:
        'Received: the folder it is in. Sent: where it landed at its recipient (the simulated network files every message it takes, for any address; `missing` when looked for and never found, `bounced`); null when no one can tell, as for a message a mailbox on a real mail server sent to an address outside Mailwright.',
    }),
  ),
  at: Timestamp('When it arrived (received) or left (sent), on the workspace’s time line.'),
  auth: Auth,
};

const MailboxParams = Type.Object({ uid: Uid('The mailbox’s uid.') });
const WHO_MAY_READ =
  'For a mailbox in the simulated network this is sandbox data: refused (403) where sandbox tools are off, as sandbox clocks are (MAILWRIGHT_SANDBOX_CLOCKS). For a mailbox on a real mail server (the SMTP platform on the mail stack, MAILWRIGHT_SMTP_MAILBOX_HOST=mailserver) the received side is what its IMAP holds (INBOX as `inbox`, the Junk folder as `spam`), read by the server with the mailbox’s own credentials, which never appear in the answer; it is allowed whether sandbox tools are on or off, to every member who may read the workspace’s mailboxes (as listMailboxes), and a mail server that cannot be read is a 503.';

export function listSandboxMessages(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/sandbox/mailboxes/:uid/messages',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'listSandboxMessages',
        tags: [SANDBOX_CONSOLE_TAG],
        summary: 'List a mailbox’s messages (sandbox mail viewer)',
        description: `Every message the mailbox received (in its folders) and sent (from the message ledger, with the folder each landed in at its recipient), newest first; \`folder\`, \`direction\` and \`q\` (subject, sender or recipient contains it; on a real mail server, its IMAP SEARCH) filter. ${WHO_MAY_READ}`,
        params: MailboxParams,
        querystring: Type.Object({
          folder: Type.Optional(Type.Enum(['inbox', 'promotions', 'updates', 'spam', 'missing'])),
          direction: Type.Optional(Type.Enum(['received', 'sent'])),
          q: Type.Optional(Type.String({ maxLength: 200 })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
        }),
        response: {
          200: Envelope({ messages: Type.Array(Type.Object(MessageSummary)) }),
          ...errorResponses(403, 404, 503),
        },
      },
    },
    async (request) => {
      const { messages } = await listMessages(ctx, workspaceOf(request).id, request.params.uid, {
        folder: request.query.folder,
        direction: request.query.direction,
        q: request.query.q?.trim() || undefined,
        limit: request.query.limit ?? 100,
      });
      return { error: false as const, message: 'Messages retrieved successfully', messages };
    },
  );
}

export function getSandboxMessage(app: App, ctx: AppContext): void {
  app.get(
    '/v1/api/sandbox/mailboxes/:uid/messages/:ref',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'getSandboxMessage',
        tags: [SANDBOX_CONSOLE_TAG],
        summary: 'Get one message (sandbox mail viewer)',
        description: `Its headers, text and HTML parts, raw source, authentication results, a bounce’s diagnostic, and what produced it (the warmup of a mailbox, or a placement test, when it is this workspace’s). Show the HTML only in a sandboxed frame that blocks remote content: it is the sender’s. ${WHO_MAY_READ}`,
        params: Type.Object({
          uid: Uid('The mailbox’s uid.'),
          ref: Type.String({ maxLength: 600, description: 'A message’s `ref` from the list.' }),
        }),
        response: {
          200: Envelope({
            message_detail: Type.Object({
              ...MessageSummary,
              authentication_results: Nullable(Type.String()),
              bounce: Nullable(Type.Object({ type: Type.String(), diagnostic: Type.String() })),
              headers: Type.Array(Type.Object({ name: Type.String(), line: Type.String() })),
              text: Nullable(Type.String()),
              html: Nullable(Type.String()),
              raw: Nullable(Type.String({ description: 'Null when the network kept no source.' })),
              produced_by: Nullable(
                Type.Object({
                  kind: Type.Enum(['warmup', 'placement']),
                  name: Type.String(),
                  mailbox_uid: Nullable(Uid()),
                  test_uid: Nullable(Uid()),
                }),
              ),
            }),
          }),
          ...errorResponses(403, 404, 503),
        },
      },
    },
    async (request) => {
      const detail = await getMessage(
        ctx,
        workspaceOf(request).id,
        request.params.uid,
        request.params.ref,
      );
      return {
        error: false as const,
        message: 'Message retrieved successfully',
        message_detail: detail,
      };
    },
  );
}
