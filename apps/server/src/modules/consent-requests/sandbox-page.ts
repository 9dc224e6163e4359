import { escapeHtml, htmlPage as page, SANDBOX_PAGE_HEADERS } from '../../http/html-page.js';
import type { ConsentRequestRow } from './consent-requests.table.js';

export { SANDBOX_PAGE_HEADERS };

const PROVIDER: Record<string, string> = {
  GOOGLE: 'Google',
  MICROSOFT: 'Microsoft 365',
  AZURE: 'Microsoft Entra',
};

/**
 * The simulated consent screen: what the provider would show the mailbox's user, with Allow and
 * Deny. The form posts back to the same URL, so a script can answer with one request too.
 */
export function consentScreenPage(
  request: ConsentRequestRow,
  email: string,
  scopes: readonly string[],
): string {
  const provider = PROVIDER[request.platform] ?? request.platform;
  if (request.status !== 'pending') {
    return page(
      'This consent link is no longer valid',
      `<p>The consent request for <b>${escapeHtml(email)}</b> is <code>${escapeHtml(request.status)}</code>${
        request.status_text ? `: ${escapeHtml(request.status_text)}` : ''
      }.</p><p>Links are valid only while a request is <code>pending</code>. Start a new consent request to get a new one.</p>`,
    );
  }
  const list = scopes.map((s) => `<li><code>${escapeHtml(s)}</code></li>`).join('');
  return page(
    `${provider} sign-in (Mailwright sandbox)`,
    `<p><b>Mailwright</b> wants to access <b>${escapeHtml(email)}</b>:</p><ul>${list}</ul>
<form method="post"><button name="decision" value="allow">Allow</button>
<button name="decision" value="deny">Deny</button></form>
<p class="note">This page stands in for the ${escapeHtml(provider)} consent screen in the Mailwright sandbox.
It expires at ${escapeHtml(request.expires_at ?? '')}. A script can answer it with
<code>curl -X POST -d decision=allow &lt;this URL&gt;</code> (or <code>decision=deny</code>).</p>`,
  );
}

/** What the user sees once they have answered (when the request has no redirect URL). */
export function answeredPage(request: ConsentRequestRow): string {
  const title =
    request.status === 'processing' ? 'Thank you: consent granted' : 'Consent not granted';
  return page(
    title,
    `<p>${escapeHtml(request.status_text)}${request.status_reason ? `: ${escapeHtml(request.status_reason)}` : ''}.</p><p>You can close this page.</p>`,
  );
}

export function notFoundPage(): string {
  return page('Consent link not found', '<p>This link does not name a consent request.</p>');
}
