import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { workspaceOf } from '../../../http/auth.js';
import {
  Limit,
  Page,
  PageListFields,
  pageList,
  pageOffset,
  TotalCapped,
} from '../../../http/pagination.js';
import { Body, Envelope, Uid } from '../../../http/schemas.js';
import { Mailbox, MailboxStatusSchema } from '../mailbox.schema.js';
import { listMailboxes as list } from '../mailboxes.service.js';

export const ListMailboxesBody = Body({
  page: Type.Optional(Page),
  limit: Type.Optional(Limit),
  keyword: Type.Optional(
    Type.String({
      maxLength: 320,
      description:
        'Part of the address or the person’s name, any case (3+ characters: searched in every mailbox through a text index, `total` counted up to 1,000 (`total_capped`); shorter: in the newest 100,000).',
    }),
  ),
  domain: Type.Optional(
    Type.String({ maxLength: 253, description: 'Only mailboxes of this domain (name).' }),
  ),
  domain_uid: Type.Optional(Uid('Only mailboxes of this domain (uid).')),
  uids: Type.Optional(
    Type.Array(Uid(), { maxItems: 100, description: 'Only these mailboxes; [] matches none.' }),
  ),
  tag_uids: Type.Optional(
    Type.Array(Uid(), {
      maxItems: 100,
      description: 'Only mailboxes carrying any of these tags; [] matches none.',
    }),
  ),
  status: Type.Optional(MailboxStatusSchema),
  platform: Type.Optional(
    Type.String({
      maxLength: 50,
      description: 'Only this platform (GOOGLE, MICROSOFT, AZURE, SMTP).',
    }),
  ),
});

export const ListMailboxesResponse = Envelope({
  mailboxes: Type.Array(Mailbox),
  ...PageListFields,
  total_capped: TotalCapped,
});

export function listMailboxes(app: App, ctx: AppContext): void {
  app.post(
    '/v1/api/mailboxes/list',
    {
      config: { scope: 'workspace' },
      schema: {
        operationId: 'listMailboxes',
        'x-idempotent': true,
        tags: ['Mailboxes'],
        summary: 'List mailboxes',
        description:
          'The workspace’s mailboxes, newest first, filtered by keyword, domain, uids, tags, status and platform. Deleted mailboxes are listed only when asked for by `status`. Never carries credentials.',
        body: ListMailboxesBody,
        response: { 200: ListMailboxesResponse },
      },
    },
    async (request) => {
      const {
        page = 1,
        limit = 10,
        keyword,
        domain,
        domain_uid,
        uids,
        tag_uids,
        status,
        platform,
      } = request.body;
      const { mailboxes, total, capped } = await list(
        ctx.db,
        {
          workspaceId: workspaceOf(request).id,
          ...(keyword?.trim() ? { keyword: keyword.trim() } : {}),
          ...(domain?.trim() ? { domainName: domain.trim().toLowerCase() } : {}),
          ...(domain_uid ? { domainUid: domain_uid } : {}),
          ...(uids ? { uids } : {}),
          ...(tag_uids ? { tagUids: tag_uids } : {}),
          ...(status ? { status } : {}),
          ...(platform ? { platform: platform.trim().toUpperCase() } : {}),
        },
        pageOffset(page, limit),
        limit,
      );
      return {
        error: false as const,
        message: 'Mailboxes retrieved successfully',
        mailboxes,
        ...pageList(page, limit, total),
        total_capped: capped,
      };
    },
  );
}
