import type { CheckKind } from '../infraguard.table.js';

/** One check result, before it is written to the history. */
export interface CheckResult {
  check: CheckKind;
  source: string;
  target: string;
  status: string;
  codes: string[];
  detail: string;
  metrics?: object;
}

/**
 * What a run found for one alert rule (`type`, `source`): `bad` opens (or keeps) an alert with
 * this severity and text; `clean` resolves an open one; `unknown` (a refused or failed lookup)
 * leaves it as it is.
 */
export type Finding =
  | {
      type: CheckKind;
      source: string;
      state: 'bad';
      severity: 'warning' | 'critical';
      title: string;
      detail: string;
      action: { kind: string; title: string; remedy: string };
    }
  | { type: CheckKind; source: string; state: 'clean' | 'unknown' };
