// The workspace event stream (`GET /v1/api/events/stream`, server-sent events) as `mailwright
// listen` follows it: reconnecting with `Last-Event-ID` when the stream ends, so no event written
// meanwhile is missed.

/** One message of the stream: the event's id, its name and its envelope (JSON). */
export interface StreamMessage {
  id: string;
  event: string;
  data: string;
}

export interface StreamOptions {
  api: string;
  token: string;
  workspace: string;
  onMessage(message: StreamMessage): void;
  /** A refusal that reconnecting will not mend (the token, the workspace): the stream stops. */
  onRefused?(status: number, body: string): void;
  /** Wait before reconnecting, unless the server's `retry:` says otherwise (ms). */
  retryMs?: number;
}

/**
 * Follows the stream until `stop()`: from now on, and after a disconnection from the last event
 * seen (`Last-Event-ID`, which the server answers with every event written since).
 */
export function followEventStream(options: StreamOptions): {
  stop(): void;
  lastEventId(): string;
  /** Resolves once the first connection is open (events written from then on are seen), or it stopped. */
  connected: Promise<void>;
} {
  const controller = new AbortController();
  let lastId = '';
  let onConnected = () => {};
  const connected = new Promise<void>((resolve) => {
    onConnected = resolve;
  });
  let retryMs = options.retryMs ?? 1_000;
  const run = async () => {
    while (!controller.signal.aborted) {
      try {
        const response = await fetch(`${options.api}/v1/api/events/stream`, {
          headers: {
            Accept: 'text/event-stream',
            Authorization: `Bearer ${options.token}`,
            'X-Workspace-Id': options.workspace,
            ...(lastId ? { 'Last-Event-ID': lastId } : {}),
          },
          signal: controller.signal,
        });
        if (response.status === 401 || response.status === 403 || response.status === 404) {
          options.onRefused?.(response.status, await response.text());
          onConnected();
          return;
        }
        if (response.ok && response.body) {
          onConnected();
          for await (const message of readMessages(response.body, (ms) => {
            retryMs = ms;
          })) {
            if (message.id) lastId = message.id;
            options.onMessage(message);
          }
        }
      } catch {
        // The server went away or is restarting: try again after the pause, from the last id.
      }
      await pause(retryMs, controller.signal);
    }
    onConnected();
  };
  void run();
  return { stop: () => controller.abort(), lastEventId: () => lastId, connected };
}

/** The messages of an event stream body (the WHATWG server-sent events format). */
export async function* readMessages(
  body: ReadableStream<Uint8Array>,
  onRetry: (ms: number) => void = () => {},
): AsyncGenerator<StreamMessage> {
  const decoder = new TextDecoder();
  let buffer = '';
  let message = { id: '', event: '', data: [] as string[] };
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        if (message.data.length > 0) {
          yield {
            id: message.id,
            event: message.event || 'message',
            data: message.data.join('\n'),
          };
        }
        message = { id: message.id, event: '', data: [] };
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'data') message.data.push(value);
      else if (field === 'event') message.event = value;
      else if (field === 'id' && !value.includes('\0')) message.id = value;
      else if (field === 'retry' && /^\d+$/.test(value)) onRetry(Number(value));
    }
  }
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
