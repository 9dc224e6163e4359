/** The destination guard lives in `lib` (sequencer adapters use it too); kept here for its users. */
export * from '../../lib/destination-guard.js';
