import { spawn } from 'node:child_process';
import { fail, type ProviderResult, succeed } from '../result.js';
import { vendorWords } from '../vendor-words.js';

/**
 * What Microsoft Graph cannot do for one mailbox, done by the operator's own command (the
 * documented hook MAILWRIGHT_<PLATFORM>_EXCHANGE_COMMAND, run with `/bin/sh -c`), which would run
 * Exchange Online PowerShell: `smtp_auth` (`Set-CASMailbox -SmtpClientAuthenticationDisabled
 * $false`), `dkim` (`New-DkimSigningConfig` / `Set-DkimSigningConfig -Enabled $true`) and
 * `signature` (`Set-MailboxMessageConfiguration -SignatureHtml`). The request is one JSON object
 * on its standard input (`action`, `mailbox`, `domain`, and `signature_html` for a signature),
 * also in `MAILWRIGHT_EXCHANGE_ACTION`, `MAILWRIGHT_EXCHANGE_MAILBOX`, `MAILWRIGHT_EXCHANGE_DOMAIN`.
 * Exit 0 is done; exit 75 (EX_TEMPFAIL) is a failure that may pass; any other exit, or 2 minutes
 * gone, a failure whose reason is the first line of its standard error.
 */
export type ExchangeAction = 'smtp_auth' | 'dkim' | 'signature';

export interface ExchangeRequest {
  action: ExchangeAction;
  mailbox: string;
  domain: string;
  signature_html?: string;
}

const TIMEOUT_MS = 120_000;
const TEMPFAIL = 75;

export function runExchangeCommand(
  command: string,
  request: ExchangeRequest,
): Promise<ProviderResult> {
  return new Promise((resolve) => {
    const child = spawn('/bin/sh', ['-c', command], {
      stdio: ['pipe', 'ignore', 'pipe'],
      env: {
        ...process.env,
        MAILWRIGHT_EXCHANGE_ACTION: request.action,
        MAILWRIGHT_EXCHANGE_MAILBOX: request.mailbox,
        MAILWRIGHT_EXCHANGE_DOMAIN: request.domain,
      },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString('utf8');
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve(
        fail('exchange_command_failed', `The Exchange command could not start (${error.message})`),
      );
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve(succeed({}));
      const why = vendorWords(stderr.split('\n').find((line) => line.trim() !== '') ?? '', []);
      const how = signal ? `was stopped (${signal})` : `exited ${code}`;
      resolve(
        fail(
          'exchange_command_failed',
          `The Exchange command for ${request.action} ${how}${why ? `: ${why}` : ''}`,
          code === TEMPFAIL || signal !== null,
        ),
      );
    });
    child.stdin.on('error', () => {});
    child.stdin.end(JSON.stringify(request));
  });
}
