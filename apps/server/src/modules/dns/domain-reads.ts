import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Executor } from '../../db/transaction.js';
import { defineHook } from '../../lib/hook.js';
import type { DomainRow } from '../domains/surface.js';

/**
 * How DNS reads and locks the domain whose records it publishes. Domains builds on DNS (setting
 * a domain up, following its propagation and tearing it down start DNS work), so the composition
 * root registers domains' readers (`main/wiring.ts`) rather than DNS's jobs importing them: the
 * two modules' surfaces then never load each other.
 */
export interface DomainReads {
  findById(db: Executor, id: string): Promise<DomainRow | undefined>;
  lock(trx: Transaction<DB>, domain: Pick<DomainRow, 'id' | 'uid'>): Promise<DomainRow>;
}

export const domainReadsHook = defineHook<DomainReads>('the DNS domain reads');
