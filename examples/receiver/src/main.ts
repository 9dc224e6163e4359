import { ConfigError, loadConfig, type ReceiverConfig } from './config.js';
import { createLogger } from './log.js';
import { startReceiver } from './receiver.js';

let config: ReceiverConfig;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`mailwright-receiver: ${error.message}\n`);
  process.exit(1);
}

const log = createLogger(config.logLevel);
const receiver = await startReceiver(config, { log });
log.info(
  { url: receiver.url, role: config.role, db: config.dbPath },
  receiver.url ? 'receiver listening' : 'receiver worker running',
);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  await receiver.stop();
  process.exit(0);
};
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));
