import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMailwright } from '@mailwright/sdk';
import { Command, InvalidArgumentError, Option } from 'commander';
import { baseUrlFor } from '../lib/hosts.js';
import {
  callApi,
  createSecretCache,
  ListenError,
  noSecretYet,
  resolveWorkspace,
  restoreWebhook,
  takeOver,
  type WorkspaceInfo,
} from './listen-api.js';
import { formatEventJson, formatEventLine } from './listen-format.js';
import { createListenReceiver } from './listen-receiver.js';
import { watchForRefusal } from './listen-watch.js';

export { ListenError };

export interface ListenOptions {
  workspace?: string;
  token?: string;
  /** Whether the token was given with --token rather than MAILWRIGHT_TOKEN. */
  tokenFromFlag?: boolean;
  api: string;
  host: string;
  port: number;
  url?: string;
  forwardTo?: string;
  json?: boolean;
  showCredentials?: boolean;
  printSecret?: boolean;
  replace?: boolean;
}

/** The path of the local receiver: it marks a webhook URL as one set by `mailwright listen`. */
export const LISTEN_PATH = '/mailwright-listen';

const out = (line: string): void => void process.stdout.write(`${line}\n`);
const say = (line: string): void => void process.stderr.write(`${line}\n`);

/** `mailwright listen`, registered by the CLI. */
export function listenCommand(): Command {
  return new Command('listen')
    .description(
      "receive a workspace's webhook events here: point its webhook at a local receiver, verify and print each event (or forward it to your app), restore the webhook on Ctrl-C",
    )
    .addOption(new Option('--workspace <uid>', 'workspace uid').env('MAILWRIGHT_WORKSPACE'))
    .addOption(new Option('--token <token>', 'API token').env('MAILWRIGHT_TOKEN'))
    .addOption(
      new Option('--api <url>', 'base URL of the Mailwright API')
        .env('MAILWRIGHT_API_URL')
        .default('http://127.0.0.1:8080')
        .argParser((value) => httpUrl(value).replace(/(?<!\/)\/+$/, '')),
    )
    .option('--forward-to <url>', 'relay each verified delivery to this URL', httpUrl)
    .option('--json', 'print one JSON object per event')
    .option('--show-credentials', 'print credential values (passwords, 2FA secrets) too')
    .option(
      '--print-secret',
      "print the workspace's signing secret and exit (during a rotation, the current and the next, comma-separated)",
    )
    .option('--host <host>', 'interface the local receiver listens on', '127.0.0.1')
    .addOption(
      new Option('--port <port>', 'port of the local receiver')
        .argParser(port)
        .default(0, 'any free port'),
    )
    .option(
      '--url <url>',
      'webhook URL to set instead of http://<host>:<port>/mailwright-listen (a tunnel to it, for a remote server)',
      httpUrl,
    )
    .option('--replace', "replace the workspace's webhook even when it points at another host")
    .action((options: ListenOptions, command: Command) =>
      runListen({ ...options, tokenFromFlag: command.getOptionValueSource('token') === 'cli' }),
    );
}

/** Runs `mailwright listen` until SIGINT or SIGTERM. */
export async function runListen(options: ListenOptions): Promise<void> {
  if (!options.token) {
    throw new ListenError('an API token is needed: --token <token> or MAILWRIGHT_TOKEN');
  }
  const client = createMailwright({
    baseUrl: options.api,
    token: options.token,
    timeoutMs: 10_000,
  });
  const workspace = await callApi(options.api, () => resolveWorkspace(client, options.workspace));
  const scoped = createMailwright({
    baseUrl: options.api,
    token: options.token,
    workspace: workspace.uid,
    timeoutMs: 10_000,
  });
  if (options.printSecret) {
    const secrets = await callApi(options.api, () => scoped.getWebhookSigningSecret(), noSecretYet);
    // During a rotation both, as the guides' receivers read MAILWRIGHT_WEBHOOK_SECRET: a receiver
    // given the current one alone would refuse every delivery from the switch time on.
    out([secrets.secret, ...(secrets.next_secret ? [secrets.next_secret] : [])].join(','));
    return;
  }

  const previous = workspace.webhook_url;
  const leftover = new URL(previous || 'http://x.invalid').pathname === LISTEN_PATH;
  if (previous && !leftover && !isLoopback(previous) && !options.replace) {
    throw new ListenError(
      `workspace ${workspace.uid} delivers to ${previous}; while listen runs its events would come here instead. Use a development workspace, or pass --replace (Ctrl-C restores the URL).`,
    );
  }
  const restoreTo = leftover ? '' : previous;

  const secrets = createSecretCache(scoped);
  let sawDelivery = false;
  const server = createServer(
    createListenReceiver({
      secrets: secrets.current,
      refreshSecrets: secrets.refresh,
      forwardTo: options.forwardTo,
      onEvent(event, forward) {
        sawDelivery = true;
        const format = options.json ? formatEventJson : formatEventLine;
        const showCredentials = !!options.showCredentials;
        out(format(event, { receivedAt: new Date(), forward, showCredentials }));
      },
      onRejected: (reason, message) => say(`Rejected a delivery (${reason}): ${message}`),
    }),
  );
  await listenOn(server, options);
  const { port } = server.address() as AddressInfo;
  const url = options.url ?? `${baseUrlFor(options.host, port)}${LISTEN_PATH}`;
  // From here on Ctrl-C must restore the webhook, even if it comes while it is being set.
  const interrupted = interruption(url);
  try {
    await callApi(
      options.api,
      () =>
        takeOver({ client, secrets, uid: workspace.uid, url, restoreTo, before: workspace, say }),
      undefined,
      // A server whose guard refuses this address refuses it as the webhook URL already.
      (error) =>
        error.status === 400 && error.message.includes('not a public address')
          ? new ListenError(refusalMessage(url, null))
          : null,
    );
  } catch (error) {
    server.close();
    throw error;
  }
  const watcher = watchForRefusal({
    api: options.api,
    token: options.token,
    workspace: workspace.uid,
    client: scoped,
    delivered: () => sawDelivery,
    onRefused: (event) => say(refusalMessage(url, event.uid)),
  });
  // Ready once the event stream is open, so the events sent from then on are watched (a server
  // without the stream, or slow to answer, does not hold listen back for long).
  await Promise.race([
    watcher.connected,
    new Promise((resolve) => setTimeout(resolve, 5_000).unref()),
  ]);
  banner(options, workspace, url, previous, leftover);

  await interrupted;
  watcher.stop();
  server.closeAllConnections();
  server.close();
  process.exitCode = await restoreWebhook(client, workspace.uid, url, restoreTo, workspace, say);
}

/** Resolves at the first SIGINT or SIGTERM; a second one exits at once, without restoring. */
function interruption(url: string): Promise<void> {
  return new Promise((resolve) => {
    let count = 0;
    const onSignal = () => {
      count += 1;
      if (count === 1) return resolve();
      say(`Stopped without restoring: the webhook still points to ${url}`);
      process.exit(130);
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  });
}

function banner(
  options: ListenOptions,
  workspace: WorkspaceInfo,
  url: string,
  previous: string,
  leftover: boolean,
) {
  const lines = [
    `Listening for workspace ${workspace.name} (${workspace.uid}) at ${url}`,
    `  Its webhook URL now points here (it was ${previous || 'not set'}); Ctrl-C puts it back.`,
  ];
  if (leftover) {
    lines.push('  That URL was left by a listen that did not stop cleanly: Ctrl-C will clear it.');
  }
  if (options.forwardTo) {
    lines.push(
      `  Forwarding each verified delivery to ${options.forwardTo}; your app verifies it with the workspace's signing secret (npx mailwright listen --print-secret).`,
    );
  }
  if (!options.url && !isLoopback(options.api)) {
    lines.push(
      `  Warning: ${options.api} is not on this machine, and will deliver to ${url} on its own host. Give --url with an address it can reach (a tunnel to this port).`,
    );
  }
  lines.push(
    // The token is not printed: with --token, the line works once the shell has it as well.
    options.tokenFromFlag
      ? 'Ready. Send a test event with (after export MAILWRIGHT_TOKEN=<the token given to --token>):'
      : 'Ready. Send a test event with:',
    `  curl -s -X POST ${options.api}/v1/api/webhooks/test -H "Authorization: Bearer $MAILWRIGHT_TOKEN" -H "X-Workspace-Id: ${workspace.uid}"`,
  );
  say(lines.join('\n'));
}

function refusalMessage(url: string, eventUid: string | null): string {
  const refused = eventUid
    ? `The server refused to deliver event ${eventUid} to ${url}`
    : `The server refused ${url} as the webhook URL`;
  return [
    `${refused}: its destination guard does not let webhooks reach this address (destination_refused).`,
    '  A server started with `npm start` (the local profile) allows loopback; a production-profile server allows only public addresses.',
    '  On a development server, allow loopback with MAILWRIGHT_WEBHOOK_ALLOW_CIDRS=127.0.0.0/8,::1/128 (never in production),',
    '  or expose this port through a tunnel and pass its public https URL with --url.',
  ].join('\n');
}

async function listenOn(server: Server, options: ListenOptions) {
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new ListenError(`port ${options.port} is in use: choose another with --port`)
          : error,
      );
    });
    server.listen(options.port, options.host, resolve);
  });
}

function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

function httpUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidArgumentError('must be an http(s) URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new InvalidArgumentError('must be an http(s) URL');
  }
  return value;
}

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65_535) {
    throw new InvalidArgumentError('must be a port number');
  }
  return n;
}
