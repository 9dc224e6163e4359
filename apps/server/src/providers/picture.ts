import {
  createDestinationPolicy,
  type DestinationPolicyOptions,
  guardedAgent,
} from '../lib/destination-guard.js';
import { loadUndici } from '../lib/undici.js';
import { fail, type ProviderResult, succeed } from './result.js';

/** The largest picture taken: Microsoft Graph's limit for a user photo (4 MB). */
const MAX_BYTES = 4 * 1024 * 1024;
const TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/bmp']);

export type PictureFetch = (
  url: string,
) => Promise<ProviderResult<{ bytes: Buffer; mimeType: string }>>;

/**
 * Fetches a profile picture the customer gave as a URL, for a host that takes the image itself
 * (Google's Directory, Microsoft Graph): public addresses only, as webhook deliveries are
 * (MAILWRIGHT_WEBHOOK_ALLOW_PRIVATE and MAILWRIGHT_WEBHOOK_ALLOW_CIDRS widen both), no redirect
 * followed, at most 4 MB of JPEG, PNG, GIF or BMP, 10 seconds.
 */
export function createPictureFetch(destinations: DestinationPolicyOptions): PictureFetch {
  const timeoutMs = 10_000;
  const dispatcher = guardedAgent(createDestinationPolicy(destinations), { timeoutMs });
  return async (url) => {
    if (!/^https?:\/\//i.test(url))
      return fail('invalid_picture', 'The profile picture must be an http(s) URL');
    try {
      const { request } = await loadUndici();
      const response = await request(url, {
        dispatcher: await dispatcher(),
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      const mimeType =
        String(response.headers['content-type'] ?? '')
          .split(';')[0]
          ?.trim() ?? '';
      if (response.statusCode !== 200) {
        await response.body.dump();
        return fail(
          'invalid_picture',
          `The profile picture could not be fetched (${response.statusCode})`,
        );
      }
      if (!TYPES.has(mimeType)) {
        await response.body.dump();
        return fail(
          'invalid_picture',
          `The profile picture must be a JPEG, PNG, GIF or BMP image, not ${mimeType || 'an untyped answer'}`,
        );
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of response.body) {
        size += (chunk as Buffer).length;
        if (size > MAX_BYTES) {
          response.body.destroy();
          return fail('invalid_picture', 'The profile picture is larger than 4 MB');
        }
        chunks.push(chunk as Buffer);
      }
      return succeed({ bytes: Buffer.concat(chunks), mimeType });
    } catch (error) {
      return fail(
        'invalid_picture',
        `The profile picture could not be fetched (${(error as Error).message.slice(0, 160)})`,
      );
    }
  };
}
