import { createHash } from 'node:crypto';

/**
 * A number in [0, 1) that depends only on its inputs: the sandbox's seeded randomness (where a
 * message lands, a day's warmup target, when a send goes out), so a seed gives one outcome on
 * every run.
 */
export function draw(seed: string, ...parts: string[]): number {
  const hex = createHash('sha256')
    .update([seed, ...parts].join('\u0000'))
    .digest('hex');
  return Number.parseInt(hex.slice(0, 12), 16) / 2 ** 48;
}
