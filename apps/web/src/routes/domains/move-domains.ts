import { mw } from '../../api/client';

/** How long a move is waited for before the run goes on without it (it goes on server-side). */
const MOST_MS = 60_000;

/**
 * Moves domains to another workspace and waits until the move has run (Move domains queues it;
 * Get domain move status follows it), so that the table read after the bulk action no longer
 * lists them. Answers as the bulk runner reads a call: the domains the move skipped, with why.
 */
export async function moveDomainsAndWait(workspace: string, uids: string[], target: string) {
  let { move } = await mw.moveDomains({
    workspace,
    body: { uids, target_workspace_uid: target },
  });
  const until = Date.now() + MOST_MS;
  for (
    let wait = 100;
    move.status === 'queued' && Date.now() < until;
    wait = Math.min(wait * 2, 1_000)
  ) {
    await new Promise((resolve) => setTimeout(resolve, wait));
    ({ move } = await mw.getDomainMoveStatus({ workspace, params: { query: { uid: move.uid } } }));
  }
  return {
    results: {
      failed: move.domains
        .filter((d) => d.result === 'skipped')
        .map((d) => ({ uid: d.uid, message: d.reason || 'not moved' })),
    },
  };
}
