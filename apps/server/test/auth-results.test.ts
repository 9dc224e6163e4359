import { describe, expect, it } from 'vitest';
import {
  mergeAuthenticationResults,
  parseAuthenticationResults,
} from '../src/providers/auth-results.js';

/** Verdicts read from receivers' Authentication-Results headers, as seeds hold them. */
describe('Authentication-Results verdicts (mailauth)', () => {
  it('reads every header of a receiver whose milters each add one (OpenDKIM, OpenDMARC), topmost first', () => {
    const headers = [
      'mail.mailwright.test; dmarc=fail (p=none dis=none) header.from=bad.example',
      'mail.mailwright.test; spf=fail smtp.mailfrom=bo@bad.example',
      'mail.mailwright.test; dkim=fail (no key for signature) header.d=bad.example header.s=mw1',
      // An earlier hop's header, below the receiver's: never read over the receiver's own.
      'relay.example; spf=pass smtp.mailfrom=bo@bad.example; dkim=pass header.d=bad.example',
    ];
    expect(mergeAuthenticationResults(headers)).toEqual({
      spf: 'fail',
      dkim: 'fail',
      dmarc: 'fail',
    });
    expect(mergeAuthenticationResults([])).toEqual({ spf: 'none', dkim: 'none', dmarc: 'none' });
  });

  it('reads a Gmail header: several DKIM results, softfail counted as a failure', () => {
    const header = [
      'Authentication-Results: mx.google.com;',
      '       dkim=pass header.i=@acme-mail.com header.s=mw header.b=Zx9a1b2c;',
      '       dkim=fail (body hash did not verify) header.i=@esp.example header.s=s1;',
      '       spf=softfail (google.com: domain of transitioning ana@acme-mail.com does not designate 203.0.113.9 as permitted sender) smtp.mailfrom=ana@acme-mail.com;',
      '       dmarc=pass (p=NONE sp=NONE dis=NONE) header.from=acme-mail.com',
    ].join('\r\n');
    expect(parseAuthenticationResults(header)).toEqual({
      spf: 'fail',
      dkim: 'pass',
      dmarc: 'pass',
    });
  });

  it('reads an Outlook header without its name; missing methods are none', () => {
    expect(
      parseAuthenticationResults(
        'spf=pass (sender IP is 203.0.113.9) smtp.mailfrom=acme-mail.com; dkim=none (message not signed) header.d=none;',
      ),
    ).toEqual({ spf: 'pass', dkim: 'none', dmarc: 'none' });
    expect(parseAuthenticationResults(null)).toEqual({ spf: 'none', dkim: 'none', dmarc: 'none' });
    expect(
      parseAuthenticationResults('mx.example; dmarc=fail (p=reject) header.from=acme-mail.com'),
    ).toEqual({ spf: 'none', dkim: 'none', dmarc: 'fail' });
  });
});
