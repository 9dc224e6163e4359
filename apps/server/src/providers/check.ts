import { type Config, ConfigError } from '../config.js';
import { loadUndici } from '../lib/undici.js';
import { describeStatuses, type ProviderStatus } from './status.js';

/**
 * Checks at start that the real adapters can reach their servers, naming the variable to
 * change: PowerDNS's API answers and takes the key. (The mail stack folder is checked when the
 * adapters are built.) Throws {@link ConfigError}.
 */
export async function checkAdapters(config: Config): Promise<void> {
  const dns = config.adapters.dnsHost;
  if (dns.kind !== 'powerdns') return;
  let status: number;
  try {
    const { request } = await loadUndici();
    const response = await request(`${dns.apiUrl}/api/v1/servers/localhost`, {
      headers: { 'x-api-key': dns.apiKey },
      headersTimeout: 5_000,
      bodyTimeout: 5_000,
    });
    await response.body.dump();
    status = response.statusCode;
  } catch (error) {
    throw new ConfigError([
      `MAILWRIGHT_POWERDNS_API_URL: PowerDNS's API could not be reached at ${dns.apiUrl} (${(error as Error).message})`,
    ]);
  }
  if (status === 401 || status === 403)
    throw new ConfigError(['MAILWRIGHT_POWERDNS_API_KEY: PowerDNS refused the API key']);
  if (status !== 200)
    throw new ConfigError([
      `MAILWRIGHT_POWERDNS_API_URL: ${dns.apiUrl} answered ${status}, not as PowerDNS's API does`,
    ]);
}

/**
 * The banner's lines on providers, with a loud warning when production runs on simulators and
 * what is sold of them: purchases that need a simulated family are refused unless `allowed`
 * (MAILWRIGHT_ALLOW_SIMULATED) lists it.
 */
export function providerLines(
  status: ProviderStatus[],
  production: boolean,
  allowed: readonly string[] = [],
): string[] {
  const real = describeStatuses(
    status.filter((s) => s.real),
    status,
  );
  const simulated = describeStatuses(
    status.filter((s) => !s.real),
    status,
  );
  const lines = [
    `Providers: real: ${real.length > 0 ? real.join(', ') : 'none'}`,
    `           simulated: ${simulated.length > 0 ? simulated.join(', ') : 'none'}`,
  ];
  if (production && simulated.length > 0)
    lines.push(
      '',
      `WARNING: the production profile runs simulated providers: ${simulated.join(', ')}.`,
      'WARNING: what they report never happens in the world (docs/operator.md, "What is real").',
      allowed.includes('all')
        ? 'WARNING: MAILWRIGHT_ALLOW_SIMULATED=all: customers can buy what they provide (a demo).'
        : `Purchases that need them are refused (503 PROVIDER_SIMULATED); MAILWRIGHT_ALLOW_SIMULATED allows: ${allowed.length > 0 ? allowed.join(', ') : 'none'}.`,
    );
  if (production && status.some((s) => s.family === 'verification_mail' && !s.real))
    lines.push(
      'WARNING: forwarding addresses cannot be verified by code until MAILWRIGHT_VERIFICATION_SMTP_URL is set (domains still verify by TXT record).',
    );
  return lines;
}
