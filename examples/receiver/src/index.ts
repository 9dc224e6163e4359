/** The receiver as a library: for tests and for embedding it in another process. */
export { ConfigError, loadConfig, type ReceiverConfig, type Role } from './config.js';
export { handleEvent, type Notice, type Outcome, PermanentError } from './handlers.js';
export { createLogger, type Logger } from './log.js';
export { type RunningReceiver, type StartOptions, startReceiver } from './receiver.js';
export { createSealer, type Sealer } from './sealing.js';
export { type InboxEntry, openStore, type Store, type StoredRecord } from './store.js';
export { createWorker, type Worker, type WorkerOptions } from './worker.js';
