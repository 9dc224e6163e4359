import { MailwrightApiError } from '@mailwright/sdk';
import type { QueryKey } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { callOperation } from './client';
import { queryClient } from './query-client';
import { sessionKey } from './session';

let checking = false;

/**
 * When the session ends while the app is open (signed out everywhere from another browser, the
 * member removed, the session expired), the next call of any screen answers 401: then, if Get
 * session agrees that nobody is signed in (a 401 can also be a workspace of another team), the
 * app goes to the sign-in page, which says the session ended and comes back here after signing
 * in. The operator console's calls (keyed under `operator`, with its own token) are not the
 * session's.
 */
export function goToSignInWhenSessionEnds(router: AnyRouter): void {
  const onError = (error: unknown, key: QueryKey | undefined) => {
    if (!(error instanceof MailwrightApiError) || error.status !== 401) return;
    if (key?.[0] === 'operator' || key?.[0] === sessionKey[0] || checking) return;
    const location = router.state.location;
    if (!location.pathname.startsWith('/w/') && location.pathname !== '/') return;
    checking = true;
    void callOperation('getSession', undefined as never)
      .then(
        () => false,
        (answer: { status?: number }) => answer.status === 401,
      )
      .then(async (ended) => {
        if (!ended) return;
        // Leave the signed-in screens first: they read the session, which clearing takes away.
        await router.navigate({
          to: '/sign-in',
          search: { redirect: location.href, ended: true },
        });
        queryClient.clear();
      })
      .finally(() => {
        checking = false;
      });
  };
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') {
      onError(event.action.error, event.query.queryKey);
    }
  });
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error' && event.mutation) {
      onError(event.action.error, event.mutation.options.mutationKey);
    }
  });
}
