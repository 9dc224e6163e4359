import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/schema.js';
import type { ErrorDetail } from '../../http/errors.js';
import { chargeNewSubscriptions } from './warmup.billing.js';
import { enroll, type WarmupCaller, type WarmupSettingsInput } from './warmup.service.js';
import { WARMUP_RANGES } from './warmup.settings.js';

/** Add sequencer's warmup fields, as sent (the real service's vocabulary). */
export interface SequencerWarmup {
  enable_warmup: boolean;
  warmup_limit?: number;
  warmup_increment?: string;
  warmup_replyrate?: number;
}

/**
 * Add sequencer's warmup fields as warmup settings, or the problems with them (each naming its
 * field): `warmup_increment` is a string at the real service, so its whole number is read
 * (`"3"`, `"3 per day"`); each must be within the ranges of Update warmup settings.
 */
export function settingsOfSequencer(warmup: SequencerWarmup): {
  settings: WarmupSettingsInput;
  problems: ErrorDetail[];
} {
  const problems: ErrorDetail[] = [];
  const settings: WarmupSettingsInput = {};
  const check = (field: keyof typeof WARMUP_RANGES, value: number | undefined) => {
    if (value === undefined) return;
    const range = WARMUP_RANGES[field];
    if (!Number.isInteger(value) || value < range.min || value > range.max)
      problems.push({
        field,
        message: `must be a whole number from ${range.min} to ${range.max} for warmup`,
      });
    else settings[field] = value;
  };
  check('warmup_limit', warmup.warmup_limit);
  if (warmup.warmup_increment !== undefined) {
    const found = /^\s*(\d+)/.exec(warmup.warmup_increment);
    if (!found)
      problems.push({ field: 'warmup_increment', message: 'must start with a whole number' });
    else check('warmup_increment', Number(found[1]));
  }
  check('warmup_replyrate', warmup.warmup_replyrate);
  return { settings, problems };
}

/**
 * Mailboxes just exported to a sequencer added with `enable_warmup: true` are enrolled in warmup
 * with its settings (source `sequencer`), in the export's transaction and charged as Add warmup
 * is (the first month each, through the one charge function; 402 and nothing exported when the
 * wallet holds too little). A mailbox already enrolled keeps its subscription and is not charged.
 */
export async function enrollExported(
  trx: Transaction<DB>,
  ctx: AppContext,
  caller: WarmupCaller,
  warmupSettings: string | null | undefined,
  mailboxUids: readonly string[],
): Promise<void> {
  if (!warmupSettings || mailboxUids.length === 0) return;
  const warmup = JSON.parse(warmupSettings) as SequencerWarmup;
  if (!warmup.enable_warmup) return;
  const { settings } = settingsOfSequencer(warmup);
  const result = await enroll(
    trx,
    ctx,
    caller,
    mailboxUids,
    { activate_immediately: true, settings },
    'sequencer',
  );
  await chargeNewSubscriptions(trx, ctx, result.created, caller.actor);
}
