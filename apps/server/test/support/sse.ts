import { request } from 'undici';

export interface SseMessage {
  id?: string;
  event?: string;
  data?: string;
}

/**
 * A real HTTP client reading a server-sent event stream (undici, as any Node program would):
 * its status, and every message and comment as they arrive.
 */
export async function openSse(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await request(url, { headers, signal: controller.signal });
  const messages: SseMessage[] = [];
  const comments: string[] = [];
  let ended = false;
  let text = '';
  const done = (async () => {
    try {
      for await (const chunk of res.body) {
        text += chunk.toString();
        let cut = text.indexOf('\n\n');
        while (cut >= 0) {
          const block = text.slice(0, cut);
          text = text.slice(cut + 2);
          const message: SseMessage = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            const [, field, value] = /^(id|event|data): ?(.*)$/.exec(line) ?? [];
            if (field) message[field as keyof SseMessage] = value;
          }
          if (message.data !== undefined) messages.push(message);
          cut = text.indexOf('\n\n');
        }
      }
    } catch {
      // aborted by close()
    }
    ended = true;
  })();
  return {
    status: res.statusCode,
    headers: res.headers,
    messages,
    comments,
    get ended() {
      return ended;
    },
    body: () => text,
    async close() {
      controller.abort();
      await done;
    },
  };
}
