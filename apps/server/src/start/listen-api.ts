// The API calls of `mailwright listen`, and what to tell the user when they fail.
import {
  MailwrightApiError,
  type MailwrightClient,
  MailwrightConnectionError,
} from '@mailwright/sdk';

/** A problem the user can fix, reported as one line without a stack trace. */
export class ListenError extends Error {}

/** What listen needs to know of the workspace it takes over. */
export interface WorkspaceInfo {
  uid: string;
  name: string;
  webhook_url: string;
  webhook_disabled_at: string | null;
}

/** The workspace named by `uid`, or the team's only workspace when none is named. */
export async function resolveWorkspace(
  client: MailwrightClient,
  uid?: string,
): Promise<WorkspaceInfo> {
  if (uid) {
    try {
      return (await client.getWorkspace({ params: { query: { uid } } })).workspace;
    } catch (error) {
      if (error instanceof MailwrightApiError && error.status === 404)
        throw new ListenError(
          `workspace ${uid} is not a workspace of this token's team: check --workspace or MAILWRIGHT_WORKSPACE`,
        );
      throw error;
    }
  }
  const { workspaces, pagination } = await client.listWorkspaces({
    params: { query: { limit: 2 } },
  });
  if (pagination.total === 1 && workspaces[0]) return workspaces[0];
  throw new ListenError(
    `this team has ${pagination.total} workspaces: choose one with --workspace <uid> or MAILWRIGHT_WORKSPACE`,
  );
}

/** The workspace's signing secrets as last read, and reading them again. */
export interface SecretCache {
  current(): readonly string[];
  /** Reads them again; calls made while a read is under way share it. */
  refresh(): Promise<void>;
}

/** A cache of the workspace's signing secrets, read through the API. */
export function createSecretCache(client: MailwrightClient): SecretCache {
  let secrets: string[] = [];
  let reading: Promise<void> | null = null;
  const read = async () => {
    const got = await client.getWebhookSigningSecret();
    secrets = [got.secret, ...(got.next_secret ? [got.next_secret] : [])];
  };
  return {
    current: () => secrets,
    refresh() {
      reading ??= read().finally(() => {
        reading = null;
      });
      return reading;
    },
  };
}

/**
 * Points the workspace's webhook at `url`, with the secrets read first where they exist, so no
 * delivery arrives before it can be verified. A workspace that never had a URL has no secret yet
 * (409): it is created with the URL and read right after; if that fails, the URL is given back.
 */
export async function takeOver(o: {
  client: MailwrightClient;
  secrets: SecretCache;
  uid: string;
  url: string;
  restoreTo: string;
  before: WorkspaceInfo;
  say: (line: string) => void;
}): Promise<void> {
  const hadSecret = await o.secrets.refresh().then(
    () => true,
    (error: unknown) => {
      if (error instanceof MailwrightApiError && error.status === 409) return false;
      throw error;
    },
  );
  await o.client.updateWorkspaceWebhook({ body: { uid: o.uid, webhook_url: o.url } });
  if (hadSecret) return;
  try {
    await o.secrets.refresh();
  } catch (error) {
    await restoreWebhook(o.client, o.uid, o.url, o.restoreTo, o.before, o.say);
    throw error;
  }
}

/** Puts the previous webhook URL back, unless someone changed it meanwhile. Returns the exit code. */
export async function restoreWebhook(
  client: MailwrightClient,
  uid: string,
  ours: string,
  previous: string,
  before: WorkspaceInfo,
  say: (line: string) => void,
): Promise<number> {
  try {
    const { workspace } = await client.getWorkspace({ params: { query: { uid } } });
    if (workspace.webhook_url !== ours) {
      say(
        `The webhook URL was changed to ${workspace.webhook_url || '(none)'} meanwhile: left as it is.`,
      );
      return 0;
    }
    await client.updateWorkspaceWebhook({ body: { uid, webhook_url: previous } });
    say(
      previous
        ? `Restored the webhook URL: ${previous}`
        : 'Removed the webhook URL (there was none before).',
    );
    if (previous && before.webhook_disabled_at) {
      say('It had been disabled after failing continuously; setting it again re-enabled it.');
    }
    return 0;
  } catch (error) {
    say(
      `Could not restore the webhook URL (${describe(error)}). Set it back with Update workspace webhook: {"uid":"${uid}","webhook_url":"${previous}"}`,
    );
    return 1;
  }
}

/** Runs `work`, turning the API's answers into messages that say what to do. */
export async function callApi<T>(
  api: string,
  work: () => Promise<T>,
  onConflict?: () => never,
  explain?: (error: MailwrightApiError) => ListenError | null,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const explained = error instanceof MailwrightApiError ? explain?.(error) : null;
    if (explained) throw explained;
    if (error instanceof MailwrightConnectionError) {
      throw new ListenError(
        `cannot reach the Mailwright API at ${api} (${error.message}); is it running?`,
      );
    }
    if (error instanceof MailwrightApiError) {
      if (error.status === 401)
        throw new ListenError(`the API refused the token: ${error.message}`);
      if (error.status === 404) throw new ListenError(`workspace not found: ${error.message}`);
      if (error.status === 409 && onConflict) onConflict();
      throw new ListenError(`the API answered ${error.status} ${error.code}: ${error.message}`);
    }
    throw error;
  }
}

export function noSecretYet(): never {
  throw new ListenError(
    'this workspace has no signing secret yet: it is created with its first webhook URL (start mailwright listen once, or set the URL)',
  );
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
