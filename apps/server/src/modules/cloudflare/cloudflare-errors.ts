import { ApiError, invalidField } from '../../http/errors.js';
import {
  CLOUDFLARE_RETRY_AFTER_SECONDS,
  type CloudflareZone,
  CLOUDFLARE_FAILURES as F,
} from '../../providers/cloudflare-api.js';
import type { ProviderError, ProviderResult } from '../../providers/result.js';

/**
 * A Cloudflare failure as the API answers it: a refused credential or one without DNS access is
 * a 400 naming `api_token`, Cloudflare's own rate limit a 429, Cloudflare unreachable a 503.
 * Never echoes the credential.
 */
export function cloudflareFailure(error: ProviderError): ApiError {
  switch (error.code) {
    case F.invalidCredential:
      return invalidField(
        'api_token',
        `was refused by Cloudflare: Invalid API Token (${error.message})`,
      );
    case F.noDnsAccess:
      return invalidField(
        'api_token',
        'has no DNS access: the token needs Zone:Read and DNS:Edit permission on the zones to connect',
      );
    case F.rateLimited:
      return new ApiError(
        'RATE_LIMITED',
        'Cloudflare is rate limiting this account; try again later',
        undefined,
        { 'Retry-After': String(CLOUDFLARE_RETRY_AFTER_SECONDS) },
      );
    case F.zoneNotFound:
      return new ApiError('NOT_FOUND', 'The zone is no longer in the Cloudflare account');
    case F.zoneTooLarge:
      return new ApiError('CONFLICT', error.message);
    default:
      return new ApiError(
        'SERVICE_UNAVAILABLE',
        `Cloudflare is unavailable (${error.message}); try again shortly`,
      );
  }
}

/**
 * The credential's zones as listed (`complete: false` when the listing stopped before the last
 * one); an account without any is a 400 (`No zones found`).
 */
export function zonesOrThrow(
  listed: ProviderResult<{ zones: CloudflareZone[]; complete: boolean }>,
) {
  if (!listed.ok) throw cloudflareFailure(listed.error);
  if (listed.zones.length === 0)
    throw invalidField(
      'api_token',
      'reaches no zones: No zones found in this Cloudflare account (add the domain to Cloudflare first)',
    );
  return { zones: listed.zones, complete: listed.complete };
}
