/// <reference path="./mailauth.d.ts" />
import parseDkimHeaders from 'mailauth/lib/parse-dkim-headers.js';
import type { AuthVerdict } from './mail-network.js';

export interface AuthVerdicts {
  spf: AuthVerdict;
  dkim: AuthVerdict;
  dmarc: AuthVerdict;
}

/**
 * The verdicts of every `Authentication-Results` header a receiver added, topmost first: each
 * method's verdict comes from the first header that reports it (a receiver whose milters each
 * add their own header, as OpenDKIM, pyspf-milter and OpenDMARC do, reports DKIM, SPF and DMARC
 * in separate headers).
 */
export function mergeAuthenticationResults(headers: readonly string[]): AuthVerdicts {
  const all = headers.map(parseAuthenticationResults);
  const first = (method: keyof AuthVerdicts): AuthVerdict =>
    all.find((v) => v[method] !== 'none')?.[method] ?? 'none';
  return { spf: first('spf'), dkim: first('dkim'), dmarc: first('dmarc') };
}

/**
 * SPF, DKIM and DMARC verdicts of a receiver's `Authentication-Results` header (RFC 8601), parsed
 * with mailauth's header parser: `pass` is pass; no result, or `none`, is `none`; anything else
 * (`fail`, `softfail`, `neutral`, `temperror`, `permerror`, `policy`) is `fail`. With several
 * DKIM results (several signatures), one that passes is a pass. The header may be given with or
 * without its name.
 */
export function parseAuthenticationResults(header: string | null | undefined): AuthVerdicts {
  if (!header) return { spf: 'none', dkim: 'none', dmarc: 'none' };
  const line = /^authentication-results\s*:/i.test(header)
    ? header
    : `Authentication-Results: ${header}`;
  const { parsed } = parseDkimHeaders(line);
  const verdict = (value: string | undefined): AuthVerdict => {
    const v = value?.toLowerCase();
    return v === 'pass' ? 'pass' : v === undefined || v === '' || v === 'none' ? 'none' : 'fail';
  };
  const dkims = (parsed.dkim ?? []).map((d) => verdict(d.value));
  return {
    spf: verdict(parsed.spf?.value),
    dkim: dkims.includes('pass') ? 'pass' : dkims.includes('fail') ? 'fail' : 'none',
    dmarc: verdict(parsed.dmarc?.value),
  };
}
