import { beforeEach, describe, expect, it } from 'vitest';
import { OFFSET_MAX, PAGE_MAX } from '../src/http/pagination.js';
import { useHarness } from './support/harness.js';
import { credentialFor, newOperator } from './support/operators.js';

/**
 * `page` and `offset` have an upper bound on every list: a larger one is a 400 naming the field,
 * never a 500 from a row count the database cannot hold. The operations are read from the API
 * document, so a new list is checked without being added here.
 */
// Sandbox clocks on, so List sandbox clocks answers its page like every list.
const h = useHarness({ env: { MAILWRIGHT_SANDBOX_CLOCKS: 'true' } });
let operatorToken = '';
beforeEach(async () => {
  operatorToken = (await newOperator(h)).token;
});

interface PagedOperation {
  operationId: string;
  method: string;
  path: string;
  field: 'page' | 'offset';
  in: 'query' | 'body';
}

/** Every list known when this was written; the document must still have them all. */
const KNOWN = [
  'checkMailboxStatus',
  'getSequencerExportStatus',
  'listAssignableDomains',
  'listClientIdRequests',
  'listConsentRequests',
  'listDomains',
  'listForwardingJobs',
  'listMailboxes',
  'listSequencers',
  'listTags',
  'listWebhookEvents',
  'listWorkspaces',
  'searchDomains',
];

/** What an operation needs besides `page`/`offset` to answer 200. */
const REQUIRED_BODY: Record<string, object> = { searchDomains: { keyword: 'acme' } };
/** The query an operation needs besides `page`/`offset` to pass validation. */
const AN_UNKNOWN_DOMAIN = { uid: '00000000-0000-4000-8000-000000000000' };
const REQUIRED_QUERY: Record<string, object> = {
  listBlacklistChecks: AN_UNKNOWN_DOMAIN,
  listDnsChecks: AN_UNKNOWN_DOMAIN,
  listBounceChecks: AN_UNKNOWN_DOMAIN,
};
/**
 * Need an existing record to answer 200: a mailbox (it pages through the same query as
 * listMailboxes) or a protected domain (InfraGuard's histories page with the one page reader, as
 * the alerts list checked here does).
 */
const SKIP_AT_MAX = [
  'checkMailboxStatus',
  'listBlacklistChecks',
  'listDnsChecks',
  'listBounceChecks',
];

function pagedOperations(): PagedOperation[] {
  const doc = h.app.swagger() as {
    paths: Record<string, Record<string, any>>;
    components: { schemas: Record<string, any> };
  };
  const resolve = (schema: any) =>
    schema?.$ref ? doc.components.schemas[schema.$ref.split('/').pop()] : schema;
  const found: PagedOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const base = { operationId: op.operationId, method: method.toUpperCase(), path };
      for (const field of ['page', 'offset'] as const) {
        if ((op.parameters ?? []).some((p: any) => p.in === 'query' && p.name === field))
          found.push({ ...base, field, in: 'query' });
        const body = resolve(op.requestBody?.content?.['application/json']?.schema);
        if (body?.properties?.[field]) found.push({ ...base, field, in: 'body' });
      }
    }
  }
  return found;
}

const send = (op: PagedOperation, value: number | string) =>
  h.call(
    op.method,
    op.path,
    op.in === 'query'
      ? {
          ...credentialFor(op.path, operatorToken),
          query: { ...REQUIRED_QUERY[op.operationId], [op.field]: value },
        }
      : {
          ...credentialFor(op.path, operatorToken),
          body: { ...REQUIRED_BODY[op.operationId], [op.field]: value },
        },
  );

describe('page and offset bounds', () => {
  it('are found on every list operation of the API document', () => {
    const ids = [...new Set(pagedOperations().map((op) => op.operationId))];
    expect(ids).toEqual(expect.arrayContaining(KNOWN));
  });

  it('a page or offset past the maximum is a 400 naming the field on every list; nothing fails', async () => {
    for (const op of pagedOperations()) {
      const max = op.field === 'page' ? PAGE_MAX : OFFSET_MAX;
      const huge = [
        max + 1,
        2 ** 62,
        1e300,
        ...(op.in === 'query' ? ['99999999999999999999'] : []),
      ];
      for (const value of huge) {
        const label = `${op.operationId} ${op.field}=${value}`;
        const res = await send(op, value);
        expect(res.status, label).toBe(400);
        expect(res.body, label).toMatchObject({ error: true, code: 'VALIDATION_FAILED' });
        expect(res.body.details, label).toEqual([
          { field: op.field, message: `must be at most ${max}` },
        ]);
      }
    }
  });

  it('the maximum itself is accepted and answers an empty page', async () => {
    for (const op of pagedOperations().filter((o) => !SKIP_AT_MAX.includes(o.operationId))) {
      const max = op.field === 'page' ? PAGE_MAX : OFFSET_MAX;
      const res = await send(op, max);
      expect(res.status, `${op.operationId} ${op.field}=${max}`).toBe(200);
      // Email Insight answers in its own `{success, data}` envelope.
      const answer = res.body.success === true ? res.body.data : res.body;
      const echoed = answer.pagination?.[op.field] ?? answer[op.field];
      if (echoed !== undefined) expect(echoed, op.operationId).toBe(max);
      const lists = Object.values(answer).filter(Array.isArray);
      expect(lists, op.operationId).toHaveLength(1);
      expect(lists[0], op.operationId).toEqual([]);
    }
  });
});
