import { createMailwright, type MailwrightClient } from '@mailwright/sdk';
import { noteRetryWait } from './retry-waits';

/**
 * The one client of the API: same origin, signed in by the `mw_session` cookie, with the CSRF
 * token the SDK reads from Get session / Sign in and sends on every write. Every server call of
 * the app goes through it (a test forbids hand-written requests anywhere else), so the app can do only what
 * the public API does.
 */
export const mw: MailwrightClient = createMailwright({
  baseUrl: window.location.origin,
  session: true,
  // The server writes the session cookie's token into the index it serves (no script runs for
  // it): a POST read need not wait for Get session.
  ...csrfTokenOfPage(),
  // A request waiting to be sent again (a 429's Retry-After) is said above the screen.
  onRetry: noteRetryWait,
});

function csrfTokenOfPage(): { csrfToken?: string } {
  const token = document.querySelector('meta[name="mw-csrf-token"]')?.getAttribute('content');
  return token ? { csrfToken: token } : {};
}

/** Operation ids of the client: its methods, one per API operation. */
export type OperationId = Exclude<
  keyof MailwrightClient,
  'raw' | 'pages' | 'paginate' | 'csrfToken'
>;

/** The argument of an operation method. */
export type OpInit<K extends OperationId> = Parameters<MailwrightClient[K]>[0];

/** The success body of an operation. */
export type OpData<K extends OperationId> = Awaited<ReturnType<MailwrightClient[K]>>;

/** Calls operation `id` with `init`: the untyped door the typed hooks go through. */
export function callOperation<K extends OperationId>(id: K, init: OpInit<K>): Promise<OpData<K>> {
  const method = mw[id] as unknown as (init: unknown) => Promise<OpData<K>>;
  return method(init);
}
