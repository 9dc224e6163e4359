import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/transaction.js';
import { nowFor } from '../clocks/surface.js';
import type { DomainRow } from '../domains/surface.js';
import { bounceMetrics, DEFAULT_SETTINGS } from '../infraguard/surface.js';
import { emailOf } from '../mailboxes/surface.js';
import { figures, SEED_PROVIDERS } from '../placement/surface.js';
import { healthScores } from '../warmup/surface.js';
import type { StoredHealthResults } from './check.job.js';
import {
  type ActionItem,
  asItemLevel,
  dnsLevel,
  type Level,
  shareLevel,
  summarize,
} from './health.levels.js';

const RECORDS = ['MX', 'SPF', 'DKIM', 'DMARC'] as const;
const NEVER = 'Not checked yet: press Check now';

type MailboxFacts = { id: string; uid: string; email: string; status: string };

/** The newest check of a domain, as the health page shows its progress. */
async function checkOf(db: Executor, domainId: string) {
  const row = await db
    .selectFrom('health_checks')
    .selectAll()
    .where('domain_id', '=', domainId)
    .executeTakeFirst();
  const stored = row?.results ? (JSON.parse(row.results) as StoredHealthResults) : null;
  return {
    row,
    stored,
    check: {
      status: row ? row.status : ('never' as const),
      requested_at: row?.requested_at ?? null,
      finished_at: row?.finished_at ?? null,
    },
  };
}

/** DNS lines (each record with its check) and blocklist lines (one per list) from a check. */
function checkedSections(stored: StoredHealthResults | null, items: ActionItem[]) {
  const finding = (type: string, source: string) =>
    stored?.findings.find((f) => f.type === type && f.source === source);
  const dns = RECORDS.map((record) => {
    const result = stored?.results.find((r) => r.check === 'dns' && r.source === record);
    if (!result) return { record, status: 'unknown', level: 'unknown' as Level, detail: NEVER };
    const level = dnsLevel(result.status, result.detail);
    const found = finding('dns', record);
    if (found?.state === 'bad')
      items.push({ section: 'dns', level: asItemLevel(level), ...found.action });
    else if (level === 'unknown')
      items.push({
        section: 'dns',
        level: 'warning',
        title: `Check ${record} again`,
        remedy: `${result.detail}. The state of the record is unknown until a check gets an answer: press Check now later.`,
      });
    return { record, status: result.status, level, detail: result.detail };
  });
  const zones = [
    ...new Set(stored?.results.filter((r) => r.check === 'blocklist').map((r) => r.source)),
  ];
  const blocklists = zones.map((list) => {
    const answers = (stored?.results ?? []).filter(
      (r) => r.check === 'blocklist' && r.source === list,
    );
    const listed = answers.some((a) => a.status === 'listed');
    const clean = answers.every((a) => a.status === 'clean');
    // A refusal or an error is unknown, never clean: the list did not say.
    const status: 'listed' | 'clean' | 'unknown' = listed ? 'listed' : clean ? 'clean' : 'unknown';
    const level: Level = listed ? 'error' : clean ? 'ok' : 'unknown';
    const found = finding('blocklist', list);
    if (found?.state === 'bad')
      items.push({ section: 'blocklists', level: 'error', ...found.action });
    else if (status === 'unknown')
      items.push({
        section: 'blocklists',
        level: 'warning',
        title: `Get an answer from ${list}`,
        remedy: `${list} refused or failed the query (${answers.map((a) => a.detail || a.status).join('; ')}), so whether the domain is listed is unknown. Point MAILWRIGHT_BLOCKLIST_RESOLVER at your own recursive resolver (lists refuse public ones), then check again.`,
      });
    return {
      list,
      status,
      level,
      answers: answers.map((a) => ({
        target: a.target,
        answer: a.status,
        codes: a.codes,
        detail: a.detail,
      })),
    };
  });
  return { dns, blocklists };
}

async function mailboxesOf(db: Executor, domain: DomainRow): Promise<MailboxFacts[]> {
  const rows = await db
    .selectFrom('mailboxes')
    .select(['id', 'uid', 'username', 'domain_name', 'status'])
    .where('domain_id', '=', domain.id)
    .where('workspace_id', '=', domain.workspace_id)
    .orderBy('username')
    .limit(500)
    .execute();
  return rows.map((r) => ({ id: r.id, uid: r.uid, email: emailOf(r), status: r.status }));
}

/** Warmup health per mailbox with a live subscription: its 7-day inbox share. */
async function warmupSection(
  db: Executor,
  mailboxes: readonly MailboxFacts[],
  now: Date,
  items: ActionItem[],
) {
  if (mailboxes.length === 0) return [];
  const subs = await db
    .selectFrom('warmup_subscriptions')
    .select(['mailbox_id', 'status'])
    .where(
      'mailbox_id',
      'in',
      mailboxes.map((m) => m.id),
    )
    .where('status', '!=', 'cancelled')
    .execute();
  const scores = await healthScores(
    db,
    subs.map((s) => s.mailbox_id),
    now,
  );
  return subs.map((sub) => {
    const mailbox = mailboxes.find((m) => m.id === sub.mailbox_id) as MailboxFacts;
    const score = scores.get(sub.mailbox_id) ?? null;
    const level = shareLevel(score);
    if (level === 'warning' || level === 'error')
      items.push({
        section: 'warmup',
        level: asItemLevel(level),
        title: `Keep warming ${mailbox.email}`,
        remedy: `Only ${score} % of its warmup mail reached the inbox over 7 days: keep it in warmup and its campaign volume low until it is above 80 %, and fix any DNS or blocklist problem of its domain first.`,
      });
    return {
      mailbox_uid: mailbox.uid,
      email: mailbox.email,
      status: sub.status,
      health_score: score,
      level,
    };
  });
}

/** The newest completed placement test any of these mailboxes sent in, by provider. */
async function placementSection(
  db: Executor,
  mailboxes: readonly MailboxFacts[],
  items: ActionItem[],
) {
  if (mailboxes.length === 0) return null;
  const ids = mailboxes.map((m) => m.id);
  const test = await db
    .selectFrom('placement_copies')
    .innerJoin('placement_tests', 'placement_tests.id', 'placement_copies.test_id')
    .select([
      'placement_tests.id',
      'placement_tests.uid',
      'placement_tests.name',
      'placement_tests.completed_at',
    ])
    .where('placement_copies.sender_mailbox_id', 'in', ids)
    .where('placement_tests.status', '=', 'completed')
    .orderBy('placement_tests.completed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!test) return null;
  const copies = await db
    .selectFrom('placement_copies')
    .select(['test_id', 'provider', 'status', 'folder'])
    .where('test_id', '=', test.id)
    .where('sender_mailbox_id', 'in', ids)
    .execute();
  const providers = [...new Set(copies.map((c) => c.provider))].sort();
  return {
    test_uid: test.uid,
    name: test.name,
    completed_at: test.completed_at,
    providers: providers.map((provider) => {
      const f = figures(copies.filter((c) => c.provider === provider));
      const level = shareLevel(f.inbox_pct === null ? null : f.inbox_pct + (f.tab_pct ?? 0));
      const name = SEED_PROVIDERS[provider as keyof typeof SEED_PROVIDERS]?.name ?? provider;
      if (level === 'warning' || level === 'error')
        items.push({
          section: 'placement',
          level: asItemLevel(level),
          title: `Improve placement at ${name}`,
          remedy: `${f.spam_pct ?? 0} % went to spam and ${f.missing_pct ?? 0} % went missing at ${name}: check authentication (SPF, DKIM, DMARC pass), slow down, keep warming, then run another placement test.`,
        });
      return {
        provider,
        name,
        inbox_pct: f.inbox_pct,
        tab_pct: f.tab_pct,
        spam_pct: f.spam_pct,
        missing_pct: f.missing_pct,
        level,
      };
    }),
  };
}

/** Everything the health page of one domain shows, with its summary and action items. */
export async function domainHealth(ctx: AppContext, domain: DomainRow) {
  const items: ActionItem[] = [];
  const now = await nowFor(ctx.db, domain.workspace_id);
  const { stored, check } = await checkOf(ctx.db, domain.id);
  if (!stored)
    items.push({
      section: 'dns',
      level: 'warning',
      title: 'Run a health check',
      remedy: `${domain.name} has not been checked: press Check now to check its DNS records and blocklists.`,
    });
  const { dns, blocklists } = checkedSections(stored, items);
  const m = await bounceMetrics(ctx.db, domain.id, now, 7, DEFAULT_SETTINGS);
  const bounceLevel: Level =
    m.band === null
      ? 'not_measured'
      : m.band === 'healthy'
        ? 'ok'
        : m.band === 'warning'
          ? 'warning'
          : 'error';
  if (bounceLevel === 'warning' || bounceLevel === 'error')
    items.push({
      section: 'bounces',
      level: asItemLevel(bounceLevel),
      title: 'Clean the recipient list and slow down',
      remedy: `${m.bounce_rate} % of the last 7 days' mail bounced: verify recipient addresses before sending, remove hard-bounced ones, and lower daily volume until the rate is under ${DEFAULT_SETTINGS.bounce_warning_pct} %.`,
    });
  const mailboxes = await mailboxesOf(ctx.db, domain);
  const warmup = await warmupSection(ctx.db, mailboxes, now, items);
  const placement = await placementSection(ctx.db, mailboxes, items);
  const levels: Level[] = [
    ...dns.map((d) => d.level),
    ...blocklists.map((b) => b.level),
    ...(stored ? [] : ['unknown' as Level]),
    bounceLevel,
    ...warmup.map((w) => w.level),
    ...(placement?.providers.map((p) => p.level) ?? []),
  ];
  return {
    domain_uid: domain.uid,
    domain_name: domain.name,
    domain_status: domain.status,
    summary: summarize(levels),
    check,
    dns,
    blocklists,
    bounces: { level: bounceLevel, ...m },
    warmup,
    placement,
    action_items: items,
    mailboxes,
  };
}
