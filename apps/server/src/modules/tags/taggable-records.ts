import type { Executor } from '../../db/transaction.js';
import { defineHook } from '../../lib/hook.js';
import type { TaggableKind } from './tags.table.js';

/**
 * The records of one taggable kind in a workspace, by uid, in the order given: an unknown or
 * another workspace's uid is a 404 (naming `field`, for the readers that take it).
 */
export type TaggableReader = (
  db: Executor,
  workspaceId: string,
  uids: readonly string[],
  field: string,
) => Promise<Array<{ id: string }>>;

/**
 * How tags read the records they are assigned to: domains, mailboxes and sequencers are higher
 * modules than tags, so the composition root registers their readers (`main/wiring.ts`) rather
 * than tags importing them.
 */
export const taggableRecordsHook = defineHook<Record<TaggableKind, TaggableReader>>(
  'The taggable record readers',
);
