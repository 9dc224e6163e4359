import { EventEmitter } from 'node:events';

/**
 * Emits `committed` after a transaction that recorded events commits, in this process: the
 * event stream's feeds read the log at once instead of at their next poll (event-stream.ts).
 */
export const eventsCommitted = new EventEmitter().setMaxListeners(0);
