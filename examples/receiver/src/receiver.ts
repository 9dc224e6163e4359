import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReceiverConfig } from './config.js';
import { createIntake } from './intake.js';
import { createLogger, type Logger } from './log.js';
import { createSealer } from './sealing.js';
import { openStore, type Store } from './store.js';
import { createWorker, type Worker, type WorkerOptions } from './worker.js';

export interface RunningReceiver {
  /** Where deliveries go (`http://host:port/path`); null for a worker-only process. */
  url: string | null;
  store: Store;
  /** Null for an intake-only process. */
  worker: Worker | null;
  /** Stops taking deliveries (answering those in progress), stops the worker, closes the file. */
  stop(): Promise<void>;
}

export interface StartOptions {
  log?: Logger;
  worker?: WorkerOptions;
}

/** Starts what `config.role` asks for: the HTTP intake, the worker, or both. */
export async function startReceiver(
  config: ReceiverConfig,
  options: StartOptions = {},
): Promise<RunningReceiver> {
  const log = options.log ?? createLogger(config.logLevel);
  const store = openStore(config.dbPath, createSealer(config.encryptionKey));
  const worker = config.role === 'intake' ? null : createWorker(store, log, options.worker);
  let server: Server | null = null;
  let url: string | null = null;
  if (config.role !== 'worker') {
    server = createServer(createIntake({ config, store, log, onQueued: () => worker?.wake() }));
    await new Promise<void>((resolve, reject) => {
      server?.once('error', reject).listen(config.port, config.host, resolve);
    });
    const { port } = server.address() as AddressInfo;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    url = `http://${host}:${port}${config.path}`;
  }
  worker?.start();
  return {
    url,
    store,
    worker,
    async stop() {
      if (server) {
        const closed = new Promise((resolve) => server?.close(resolve));
        server.closeIdleConnections();
        await closed;
      }
      worker?.stop();
      store.close();
    },
  };
}
