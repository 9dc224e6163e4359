import { prefetchMailboxes } from '../routes/mailboxes/mailbox-list';
import { mailboxSearch } from '../search';
import { loadSession } from './session';

/** The mailbox table's path (the app is served at /app): the screen a signed-in visit lands on. */
const MAILBOXES_PATH = /^\/app\/w\/([^/]+)\/mailboxes\/?$/;

/** Search params as the router reads them (each value JSON when it parses, else the text). */
function searchOf(query: string): Record<string, unknown> {
  const search: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    try {
      search[key] = JSON.parse(value);
    } catch {
      search[key] = value;
    }
  }
  return search;
}

/**
 * The first requests of a page load, made as soon as the entry is evaluated, before React, the
 * component library and the router are (main.tsx imports this first): Get session and, on the
 * mailbox table, its first page, side by side. The CSRF token a POST read needs comes with the
 * page (the index's `mw-csrf-token`), so the list need not wait for the session. The route's
 * `beforeLoad` and loader then find both in the query cache (the same keys), answered or on
 * their way. Without a session the list is a 401 nobody reads: the router sends the visitor to
 * sign-in on Get session's answer, as before.
 */
function startFirstRequests(): void {
  const signedIn = document.querySelector('meta[name="mw-csrf-token"]') !== null;
  if (!signedIn) return;
  void loadSession().catch(() => undefined);
  const mailboxes = MAILBOXES_PATH.exec(window.location.pathname);
  const workspace = mailboxes?.[1];
  if (workspace)
    prefetchMailboxes(
      decodeURIComponent(workspace),
      mailboxSearch(searchOf(window.location.search)),
    );
}

startFirstRequests();
