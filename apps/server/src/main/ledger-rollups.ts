import { insightsRollup } from '../modules/insights/insights.rollup.js';
import type { LedgerRollup } from '../modules/mail/ledger.js';
import { warmupDailyRollup } from '../modules/warmup/warmup-daily.rollup.js';

/**
 * Every rollup kept from the message ledger as it is written, in one list: each sees every batch
 * of changes in the transaction that writes it. A feature that reads the ledger by day or by
 * mailbox at volume keeps its own rollup here rather than scanning the ledger.
 */
export const LEDGER_ROLLUPS: readonly LedgerRollup[] = [warmupDailyRollup, insightsRollup];
