/** A health line's level: `unknown` counts as a warning (nobody knows it is fine). */
export type Level = 'ok' | 'warning' | 'error' | 'unknown' | 'not_measured';

export interface ActionItem {
  section: 'dns' | 'blocklists' | 'bounces' | 'warmup' | 'placement' | 'mailbox';
  level: 'warning' | 'error';
  title: string;
  remedy: string;
}

export interface Summary {
  level: 'ok' | 'warning' | 'error';
  ok: number;
  warning: number;
  error: number;
}

/** The summary of some lines: error if one is, warning if one is (or unknown), else ok. */
export function summarize(levels: readonly Level[]): Summary {
  const error = levels.filter((l) => l === 'error').length;
  const warning = levels.filter((l) => l === 'warning' || l === 'unknown').length;
  const ok = levels.filter((l) => l === 'ok').length;
  return { level: error > 0 ? 'error' : warning > 0 ? 'warning' : 'ok', ok, warning, error };
}

/** A share of mail in the inbox (percent) as a level: 80 and up ok, 50 and up warning. */
export function shareLevel(pct: number | null): Level {
  if (pct === null) return 'not_measured';
  if (pct >= 80) return 'ok';
  return pct >= 50 ? 'warning' : 'error';
}

/** The level of an InfraGuard DNS status (`ok / warning / error / missing`). */
export function dnsLevel(status: string, detail: string): Level {
  if (status === 'ok') return 'ok';
  if (status === 'warning') return 'warning';
  if (
    detail.startsWith('The resolver did not answer') ||
    detail.startsWith('The DNS host could not')
  )
    return 'unknown';
  return 'error';
}

export const asItemLevel = (level: Level): 'warning' | 'error' =>
  level === 'error' ? 'error' : 'warning';
