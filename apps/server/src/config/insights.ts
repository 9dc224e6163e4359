import { duration, type Read } from './parsers.js';

/** Email Insight's settings for real mailboxes (docs/api/insights.md), read by `loadConfig`. */
export interface InsightsConfig {
  /**
   * MAILWRIGHT_INSIGHTS_INGEST_INTERVAL: how often each real mailbox's INBOX and sent folder are
   * read for new messages (default 5m).
   */
  ingestIntervalMs: number;
  /** MAILWRIGHT_INSIGHTS_MX_CACHE_TTL: how long a recipient domain's provider (from its MX) is kept (default 6h). */
  mxCacheTtlMs: number;
}

export function parseInsightsConfig(read: Read): InsightsConfig {
  return {
    ingestIntervalMs: read(
      'MAILWRIGHT_INSIGHTS_INGEST_INTERVAL',
      5 * 60_000,
      duration(1000, 86_400_000),
    ),
    mxCacheTtlMs: read(
      'MAILWRIGHT_INSIGHTS_MX_CACHE_TTL',
      6 * 3_600_000,
      duration(0, 7 * 86_400_000),
    ),
  };
}
