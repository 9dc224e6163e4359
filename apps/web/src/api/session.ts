import { useQuery } from '@tanstack/react-query';
import { callOperation, type OpData } from './client';
import { queryClient } from './query-client';

export type Session = OpData<'getSession'>['session'];

export const sessionKey = ['getSession'] as const;

/** Get session: the session, or null when nobody is signed in (401). */
function fetchSession(): Promise<Session | null> {
  return callOperation('getSession', undefined as never)
    .then((data) => data.session)
    .catch((error: { status?: number }) => {
      if (error.status === 401) return null;
      throw error;
    });
}

/** The signed-in session (member, team, CSRF token), or null: cached a minute for navigation. */
export async function loadSession(): Promise<Session | null> {
  return queryClient.fetchQuery({ queryKey: sessionKey, queryFn: fetchSession, staleTime: 60_000 });
}

/**
 * A new session (signed in, a password set, an invitation accepted): nothing another member's
 * session cached is kept, and the new one is there for the signed-in screens to read at once.
 */
export function cacheNewSession(session: Session | null | undefined): void {
  queryClient.clear();
  if (session) queryClient.setQueryData(sessionKey, session);
}

/** The session of a signed-in screen (the signed-in layout has loaded it). */
export function useSession(): Session {
  const { data } = useQuery({ queryKey: sessionKey, queryFn: fetchSession, staleTime: 60_000 });
  if (!data) throw new Error('useSession outside the signed-in layout');
  return data;
}

/** Whether the member sees billing at all: admins and members with billing permission. */
export function canSeeBilling(session: Session): boolean {
  return session.member.role === 'admin' || session.member.can_manage_billing;
}
