import type { VendorConfig } from '../../config/vendors.js';
import type { DestinationPolicyOptions } from '../../lib/destination-guard.js';
import type { SequencerPlatform } from '../sequencer-platform.js';
import { createEmailBison } from './emailbison.js';
import { createInstantly } from './instantly.js';
import { createLemlist } from './lemlist.js';
import { createSmartlead } from './smartlead.js';

/**
 * The sequencer platforms as configured: each platform with a real adapter
 * (MAILWRIGHT_SEQUENCER_<PLATFORM>=api) is served by it, every other by `fallback` (the
 * simulator). One object, routing each call by its `platform`.
 */
export function createSequencerPlatforms(
  fallback: SequencerPlatform,
  config: VendorConfig['sequencers'],
  destinations: DestinationPolicyOptions,
): SequencerPlatform {
  const real: Record<string, SequencerPlatform> = {};
  if (config.instantly?.apiUrl) real.instantly = createInstantly(config.instantly.apiUrl);
  if (config.smartlead?.apiUrl) real.smartlead = createSmartlead(config.smartlead.apiUrl);
  if (config.lemlist?.apiUrl) real.lemlist = createLemlist(config.lemlist.apiUrl);
  if (config.emailbison)
    real.emailbison = createEmailBison({ apiUrl: config.emailbison.apiUrl, destinations });
  const pick = (platform: string) =>
    Object.hasOwn(real, platform) ? (real[platform] as SequencerPlatform) : fallback;
  return {
    platforms: [...new Set([...fallback.platforms, ...Object.keys(real)])],
    adapterFor: (platform) => pick(platform).adapterFor(platform),
    connect: (input) => pick(input.platform).connect(input),
    submitCode: (input) => pick(input.platform).submitCode(input),
    authorizeMailbox: (input) => pick(input.platform).authorizeMailbox(input),
    checkAuthorization: (input) => pick(input.platform).checkAuthorization(input),
    addMailbox: (input) => pick(input.platform).addMailbox(input),
  };
}
