import type { Executor } from '../../../db/transaction.js';
import type { DomainRow } from '../../domains/surface.js';
import { bounceCounts } from '../../mail/surface.js';
import type { ProtectionSettings } from '../infraguard.settings.js';
import type { CheckResult, Finding } from './results.js';

const DAY = 86_400_000;

export type BounceBand = 'healthy' | 'warning' | 'critical';

export interface BounceMetrics {
  period_days: number;
  sent: number;
  hard_bounces: number;
  soft_bounces: number;
  /** Percent of sent, two decimals; null when nothing was sent (not measured, not 0). */
  hard_bounce_rate: number | null;
  soft_bounce_rate: number | null;
  bounce_rate: number | null;
  band: BounceBand | null;
}

const pct = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 10_000) / 100;

/** The band of a bounce rate (percent): healthy under warning, critical above critical. */
export function bandOf(
  rate: number,
  settings: Pick<ProtectionSettings, 'bounce_warning_pct' | 'bounce_critical_pct'>,
): BounceBand {
  if (rate > settings.bounce_critical_pct) return 'critical';
  if (rate >= settings.bounce_warning_pct) return 'warning';
  return 'healthy';
}

/** Bounce metrics of a domain over `periodDays` up to `now`, from the message ledger. */
export async function bounceMetrics(
  db: Executor,
  domainId: string,
  now: Date,
  periodDays: number,
  settings: Pick<ProtectionSettings, 'bounce_warning_pct' | 'bounce_critical_pct'>,
): Promise<BounceMetrics> {
  const since = new Date(now.getTime() - periodDays * DAY).toISOString();
  const counts = await bounceCounts(db, domainId, since, new Date(now.getTime() + 1).toISOString());
  const rate = pct(counts.hard + counts.soft, counts.sent);
  return {
    period_days: periodDays,
    sent: counts.sent,
    hard_bounces: counts.hard,
    soft_bounces: counts.soft,
    hard_bounce_rate: pct(counts.hard, counts.sent),
    soft_bounce_rate: pct(counts.soft, counts.sent),
    bounce_rate: rate,
    band: rate === null ? null : bandOf(rate, settings),
  };
}

export async function checkBounces(
  db: Executor,
  domain: DomainRow,
  now: Date,
  settings: ProtectionSettings,
): Promise<{ results: CheckResult[]; findings: Finding[] }> {
  const m = await bounceMetrics(db, domain.id, now, settings.bounce_period_days, settings);
  const result: CheckResult = {
    check: 'bounce',
    source: 'bounces',
    target: domain.name,
    status: m.band ?? 'not_measured',
    codes: [],
    detail:
      m.bounce_rate === null
        ? 'No mail sent in the period'
        : `${m.bounce_rate} % bounced (${m.hard_bounces} hard, ${m.soft_bounces} soft of ${m.sent})`,
    metrics: m,
  };
  const finding: Finding =
    m.band === 'warning' || m.band === 'critical'
      ? {
          type: 'bounce',
          source: 'bounces',
          state: 'bad',
          severity: m.band,
          title: `Bounce rate of ${domain.name} is ${m.band} (${m.bounce_rate} %)`,
          detail: result.detail,
          action: {
            kind: 'reduce_bounces',
            title: 'Clean the recipient list and slow down',
            remedy: `Verify recipient addresses before sending, remove hard-bounced ones, and lower daily volume until the bounce rate is under ${settings.bounce_warning_pct} %.`,
          },
        }
      : { type: 'bounce', source: 'bounces', state: m.band === null ? 'unknown' : 'clean' };
  return { results: [result], findings: [finding] };
}
